import { GetCurrentMemberQuerySchema, MemberResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import { notFound } from '../../kernel/errors.js';
import { listOf } from '../../kernel/http/query-lists.js';
import { route } from '../../kernel/http/route.js';
import type { IdentityService } from '../identity/service.js';
import { presentMember } from './presenter.js';

export interface MembersNeeds {
  identity: Pick<IdentityService, 'memberRecord'>;
}

/** Members: a signed-in member reads themselves (Wix `members`); a member is their identity. */
export const membersModule = defineModule({
  name: 'members',
  needs: ['identity'],
  create: ({ identity }: MembersNeeds) => identity,
  routes: (identity) => async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/members/v1/members/my',
      access: 'member',
      summary: 'The signed-in member, at the fieldsets asked for (PUBLIC by default, EXTENDED, FULL)',
      tags: ['Members'],
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
  },
});
