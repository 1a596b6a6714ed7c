import {
  CreateMemberRequestSchema,
  EmptyResponseSchema,
  GetCurrentMemberQuerySchema,
  ListMembersQuerySchema,
  type MemberFieldset,
  MemberIdParamsSchema,
  MemberResponseSchema,
  MembersPageSchema,
  QueryMembersRequestSchema,
  SignInLockResponseSchema,
  UpdateMemberRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { forbidden, notFound } from '../../kernel/errors.js';
import { listOf } from '../../kernel/http/query-lists.js';
import { route } from '../../kernel/http/route.js';
import type { MemberAdmin } from '../identity/member-admin.js';
import type { IdentityService } from '../identity/service.js';
import { presentMember } from './presenter.js';

const tags = ['Members'];

export interface MembersDeps {
  identity: Pick<IdentityService, 'memberRecord'>;
  admin: MemberAdmin;
}

/**
 * Members (Wix `members`, reference §1.4): a member reads and edits themselves; the owner reads,
 * queries, approves, blocks and deletes. Another member is seen only at PUBLIC, and only when
 * their profile is public.
 */
export function membersRoutes({ identity, admin }: MembersDeps) {
  /** Whom a member route acts on for this caller, or a refusal that tells nothing about others. */
  async function visibleMember(caller: AuthenticatedIdentity, id: string, fieldsets: MemberFieldset[]) {
    const record = await admin.find(caller.siteId, id);
    if (!record) throw notFound('Member', id);
    if (caller.kind === 'owner' || (caller.kind === 'member' && caller.memberId === id))
      return presentMember(record, fieldsets);
    if (record.profile.privacyStatus !== 'PUBLIC') throw notFound('Member', id);
    return presentMember(record, ['PUBLIC']);
  }

  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/members/v1/members/my',
      access: 'member',
      summary: 'The signed-in member, at the fieldsets asked for (PUBLIC by default, EXTENDED, FULL)',
      tags,
      querystring: GetCurrentMemberQuerySchema,
      response: MemberResponseSchema,
      handler: async ({ identity: caller, query }) => {
        // The owner's API key passes member routes but names no member.
        const record =
          caller.kind === 'member' ? await identity.memberRecord(caller.siteId, caller.memberId) : undefined;
        if (!record) throw notFound('Member', caller.kind === 'member' ? caller.memberId : 'owner');
        return { member: presentMember(record, listOf(query.fieldsets) ?? ['PUBLIC']) };
      },
    });
    route(app, {
      method: 'GET',
      path: '/members/v1/members/:id',
      access: 'member',
      summary: 'A member: yourself or, for the owner, anyone; other members only at PUBLIC when public',
      tags,
      params: MemberIdParamsSchema,
      querystring: GetCurrentMemberQuerySchema,
      response: MemberResponseSchema,
      handler: async ({ identity: caller, params, query }) => ({
        member: await visibleMember(caller, params.id, listOf(query.fieldsets) ?? ['PUBLIC']),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/members/v1/members',
      access: 'owner',
      summary: "The site's members, oldest first, an offset page at a time",
      tags,
      querystring: ListMembersQuerySchema,
      response: MembersPageSchema,
      handler: async ({ identity: caller, query }) => {
        const paging = { limit: query.paging?.limit ?? 50, offset: query.paging?.offset ?? 0 };
        const { records, pagingMetadata } = await admin.query(caller.siteId, { paging });
        const fieldsets = listOf(query.fieldsets) ?? ['PUBLIC'];
        return {
          members: records.map((record) => presentMember(record, fieldsets)),
          metadata: pagingMetadata,
        };
      },
    });
    route(app, {
      method: 'POST',
      path: '/members/v1/members',
      access: 'owner',
      summary:
        'Create a member (no password: send them an activation email to set one); a taken email fails with -19995',
      tags,
      body: CreateMemberRequestSchema,
      response: MemberResponseSchema,
      handler: async ({ identity: caller, body }) => {
        const { loginEmail, profile, contact } = body.member;
        const created = await admin.create(caller.siteId, {
          email: loginEmail,
          profile: {
            ...(profile?.nickname ? { nickname: profile.nickname.trim() } : {}),
            ...(contact?.firstName ? { firstName: contact.firstName } : {}),
            ...(contact?.lastName ? { lastName: contact.lastName } : {}),
          },
        });
        return { member: presentMember(created, ['FULL']) };
      },
    });
    route(app, {
      method: 'POST',
      path: '/members/v1/members/query',
      access: 'owner',
      summary: 'Query the members by id, loginEmail, profile.nickname and dates (offset paging)',
      tags,
      body: QueryMembersRequestSchema,
      response: MembersPageSchema,
      handler: async ({ identity: caller, body }) => {
        const { records, pagingMetadata } = await admin.query(caller.siteId, body.query);
        const fieldsets = body.fieldsets ?? ['PUBLIC'];
        return {
          members: records.map((record) => presentMember(record, fieldsets)),
          metadata: pagingMetadata,
        };
      },
    });
    route(app, {
      method: 'PATCH',
      path: '/members/v1/members/:id',
      access: 'member',
      summary:
        "Change a member's nickname, photo, name, phones or privacy: your own, or, for the owner, anyone's",
      tags,
      params: MemberIdParamsSchema,
      body: UpdateMemberRequestSchema,
      response: MemberResponseSchema,
      handler: async ({ identity: caller, params, body }) => {
        if (caller.kind === 'member' && caller.memberId !== params.id)
          throw forbidden('A member changes only their own profile');
        const { profile, contact, privacyStatus } = body.member;
        const updated = await admin.updateProfile(caller.siteId, params.id, {
          ...(profile?.nickname !== undefined ? { nickname: profile.nickname.trim() } : {}),
          ...(profile?.photo ? { picture: profile.photo.url } : {}),
          ...(contact?.firstName !== undefined ? { firstName: contact.firstName } : {}),
          ...(contact?.lastName !== undefined ? { lastName: contact.lastName } : {}),
          ...(contact?.phones ? { phones: contact.phones } : {}),
          ...(privacyStatus ? { privacyStatus } : {}),
        });
        return { member: presentMember(updated, ['FULL']) };
      },
    });
    for (const [action, summary] of [
      ['approve', 'Approve a member waiting for the owner (or unblock a blocked one)'],
      ['block', 'Block a member: no sign-in, and every session of theirs ends'],
    ] as const)
      route(app, {
        method: 'POST',
        path: `/members/v1/members/:id/${action}`,
        access: 'owner',
        summary,
        tags,
        params: MemberIdParamsSchema,
        response: MemberResponseSchema,
        handler: async ({ identity: caller, params }) => ({
          member: presentMember(await admin[action](caller.siteId, params.id), ['FULL']),
        }),
      });
    route(app, {
      method: 'GET',
      path: '/members/v1/members/:id/sign-in-lock',
      access: 'owner',
      summary: "Where a member's sign-ins stand: the day's failures, a lock, addresses kept waiting",
      tags,
      params: MemberIdParamsSchema,
      response: SignInLockResponseSchema,
      handler: async ({ identity: caller, params }) => ({
        signInLock: await admin.signInLock(caller.siteId, params.id),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/members/v1/members/:id/sign-in-lock',
      access: 'owner',
      summary: "Open a member's sign-in: the day's failures and every address's delay are forgotten",
      tags,
      params: MemberIdParamsSchema,
      response: SignInLockResponseSchema,
      handler: async ({ identity: caller, params }) => ({
        signInLock: await admin.clearSignInLock(caller.siteId, params.id),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/members/v1/members/:id',
      access: 'owner',
      summary: 'Delete a member: sessions end, personal data is erased, the email is free again',
      tags,
      params: MemberIdParamsSchema,
      response: EmptyResponseSchema,
      handler: async ({ identity: caller, params }) => {
        await admin.remove(caller.siteId, params.id);
        return {};
      },
    });
  };
}
