import type {
  CreateMemberRequest,
  MemberFieldset,
  MemberResponse,
  UpdateMemberRequest,
  Member as WireMember,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type Member = FromWire<WireMember, 'lastLoginDate'>;
/** What a member may change of their profile: nickname, photo, name, phones, privacy. */
export type MemberUpdate = UpdateMemberRequest['member'];

/**
 * `@bazaar/sdk/members`: the signed-in member (Wix `members`). Call it with a member's tokens
 * (`OAuthStrategy` after `getMemberTokens`); a visitor's call is refused with 403. The owner
 * (an API key, or an account acting on the site) also queries, approves, blocks and deletes members.
 *
 * ```ts
 * const { member } = await client.members.getCurrentMember({ fieldsets: ['FULL'] });
 * member.profile.nickname;
 * ```
 */
export const members = {
  /** PUBLIC (the default) gives the profile; EXTENDED adds the login email and dates; FULL the contact. */
  getCurrentMember: defineMethod(
    ({ http }) =>
      async (options: { fieldsets?: MemberFieldset[] } = {}): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'GET',
          path: '/members/v1/members/my',
          payload: options.fieldsets ? { fieldsets: options.fieldsets } : {},
          dateKeys: ['lastLoginDate'],
        }),
  ),
  /** Changes a member's profile: the signed-in member's own (or, with an API key, anyone's). */
  updateMember: defineMethod(
    ({ http }) =>
      async (id: string, member: MemberUpdate): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'PATCH',
          path: `/members/v1/members/${encodeURIComponent(id)}`,
          payload: { member: { ...member, id } },
          dateKeys: ['lastLoginDate'],
        }),
  ),
  /** Changes the signed-in member's own profile; answers with the member at FULL. */
  updateCurrentMember: defineMethod(
    ({ http }) =>
      async (member: MemberUpdate): Promise<{ member: Member }> => {
        const { member: current } = await callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'GET',
          path: '/members/v1/members/my',
          payload: {},
          dateKeys: ['lastLoginDate'],
        });
        return callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'PATCH',
          path: `/members/v1/members/${encodeURIComponent(current._id)}`,
          payload: { member: { ...member, id: current._id } },
          dateKeys: ['lastLoginDate'],
        });
      },
  ),
  /**
   * The site's members, for the owner: `queryMembers({ fieldsets: ['FULL'] }).startsWith('loginEmail', 'ada').find()`
   * (id, loginEmail, profile.nickname and the dates; offset paging).
   */
  queryMembers: defineMethod(
    ({ http }) =>
      (options: { fieldsets?: MemberFieldset[] } = {}) =>
        createQuery<Member>({
          http,
          method: 'POST',
          path: '/members/v1/members/query',
          itemsKey: 'members',
          metadataKey: 'metadata',
          paging: 'offset',
          dateKeys: ['lastLoginDate'],
          ...(options.fieldsets ? { alongside: { fieldsets: options.fieldsets } } : {}),
        }),
    { elevated: true },
  ),
  /** A member made by the owner, with no password: an activation mail lets them set one. */
  createMember: defineMethod(
    ({ http }) =>
      async (member: CreateMemberRequest['member']): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'POST',
          path: '/members/v1/members',
          payload: { member },
          dateKeys: ['lastLoginDate'],
        }),
    { elevated: true },
  ),
  /** A member, for the owner (or the member themselves), at the fieldsets asked for. */
  getMember: defineMethod(
    ({ http }) =>
      async (id: string, options: { fieldsets?: MemberFieldset[] } = {}): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'GET',
          path: `/members/v1/members/${encodeURIComponent(id)}`,
          payload: options.fieldsets ? { fieldsets: options.fieldsets } : {},
          dateKeys: ['lastLoginDate'],
        }),
  ),
  /** Lets in a member waiting for the owner, or a blocked one again. */
  approveMember: defineMethod(
    ({ http }) =>
      async (id: string): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'POST',
          path: `/members/v1/members/${encodeURIComponent(id)}/approve`,
          dateKeys: ['lastLoginDate'],
        }),
    { elevated: true },
  ),
  /** No sign-in any more, and every session of theirs ends. */
  blockMember: defineMethod(
    ({ http }) =>
      async (id: string): Promise<{ member: Member }> =>
        callRest<MemberResponse, 'lastLoginDate'>(http, {
          method: 'POST',
          path: `/members/v1/members/${encodeURIComponent(id)}/block`,
          dateKeys: ['lastLoginDate'],
        }),
    { elevated: true },
  ),
  /** Sessions end, personal data is erased, the email is free again. */
  deleteMember: defineMethod(
    ({ http }) =>
      async (id: string): Promise<void> => {
        await callRest(http, { method: 'DELETE', path: `/members/v1/members/${encodeURIComponent(id)}` });
      },
    { elevated: true },
  ),
};
