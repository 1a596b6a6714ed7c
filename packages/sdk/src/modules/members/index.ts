import type {
  MemberFieldset,
  MemberResponse,
  UpdateMemberRequest,
  Member as WireMember,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type Member = FromWire<WireMember, 'lastLoginDate'>;
/** What a member may change of their profile: nickname, photo, name, phones, privacy. */
export type MemberUpdate = UpdateMemberRequest['member'];

/**
 * `@bazaar/sdk/members`: the signed-in member (Wix `members`). Call it with a member's tokens
 * (`OAuthStrategy` after `getMemberTokens`); a visitor's call is refused with 403.
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
};
