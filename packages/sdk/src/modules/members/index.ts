import type { MemberFieldset, MemberResponse, Member as WireMember } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

export type Member = FromWire<WireMember, 'lastLoginDate'>;

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
};
