import {
  AcceptedInvitationResponseSchema,
  AcceptInvitationRequestSchema,
  AccountSetupRequestSchema,
  AccountSetupResponseSchema,
  HostedInvitationResponseSchema,
  InvitationTokenRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { createFirstAccount } from './first-account.js';
import type { Invitations } from './invitations.js';

const tags = ['Accounts'];

/** The calls of the hosted invitation and set-up pages: the link's token is the credential. */
export function hostedAccountRoutes(deps: {
  invitations: Invitations;
  firstAccount: ReturnType<typeof createFirstAccount>;
}) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/invitation',
      access: 'public',
      summary: "An invitation's site, role and address, for the page its link opens",
      tags,
      body: InvitationTokenRequestSchema,
      response: HostedInvitationResponseSchema,
      handler: ({ body }) => deps.invitations.read(body.token),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/invitation/accept',
      access: 'public',
      summary: 'Accept an invitation by making the account it was sent to, with a password',
      tags,
      body: AcceptInvitationRequestSchema,
      response: AcceptedInvitationResponseSchema,
      handler: ({ body }) => deps.invitations.acceptWithNewAccount(body.token, body.password),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/account-setup',
      access: 'public',
      summary: "Make the installation's first account from the set-up link its start logged",
      tags,
      body: AccountSetupRequestSchema,
      response: AccountSetupResponseSchema,
      handler: ({ body }) => deps.firstAccount.setup(body.token, body.email, body.password),
    });
  };
}
