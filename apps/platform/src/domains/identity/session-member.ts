import type { HostedSessionMember, HostedSessionRequest } from '@bazaar/contracts';
import { HostedSessionMemberSchema, HostedSessionRequestSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { RedirectsService } from '../redirects/service.js';
import type { IdentityService } from './service.js';

/**
 * Who a hosted page's redirect session was made for, when a signed-in member made it: the page
 * fills in their name and email (editable) instead of asking again. Any hosted flow may ask;
 * the session's token is the credential, and it names only its own member.
 */
export function sessionMember(
  redirects: Pick<RedirectsService, 'openSession'>,
  identity: Pick<IdentityService, 'memberRecord'>,
) {
  return async ({ session }: HostedSessionRequest): Promise<HostedSessionMember> => {
    const opened = await redirects.openSession(session);
    if (opened.identity.kind !== 'member') return {};
    const record = await identity.memberRecord(opened.identity.siteId, opened.identity.memberId);
    if (record?.status !== 'ACTIVE') return {};
    const { firstName, lastName, phones } = record.profile;
    return {
      member: {
        email: record.email,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
        ...(phones?.[0] ? { phone: phones[0] } : {}),
      },
    };
  };
}

export function sessionMemberRoutes(find: ReturnType<typeof sessionMember>) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/session-member',
      access: 'public',
      summary: 'The signed-in member a hosted page is for, to fill in their details; nothing for a visitor',
      tags: ['Hosted pages'],
      body: HostedSessionRequestSchema,
      response: HostedSessionMemberSchema,
      handler: ({ body }) => find(body),
    });
  };
}
