import {
  AcceptedInvitationResponseSchema,
  AccountSiteSchema,
  CollaboratorIdParamsSchema,
  CollaboratorResponseSchema,
  CreateInvitationRequestSchema,
  CreateSiteRequestSchema,
  EmptyResponseSchema,
  InvitationIdParamsSchema,
  InvitationResponseSchema,
  InvitationTokenRequestSchema,
  ListAccountSitesResponseSchema,
  ListCollaboratorsResponseSchema,
  ListInvitationsResponseSchema,
  UpdateCollaboratorRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { createAccountSites } from './account-sites.js';
import type { Collaborators } from './collaborators.js';
import type { Invitations } from './invitations.js';

const tags = ['Accounts'];
/** Who works on a site is its owners' to decide. */
const OWNER_ONLY = ['OWNER'] as const;

/**
 * The people who run sites: a signed-in account's own sites (listed, made), and a site's
 * collaborators and invitations, kept by its owners.
 */
export function accountRoutes(deps: {
  accountSites: ReturnType<typeof createAccountSites>;
  invitations: Invitations;
  collaborators: Collaborators;
}) {
  const { accountSites, invitations, collaborators } = deps;
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/sites/v1/sites',
      access: 'account',
      summary: 'The sites the signed-in account works on, with its role on each',
      tags,
      response: ListAccountSitesResponseSchema,
      handler: async ({ identity }) => ({ sites: await accountSites.list(identity.memberId) }),
    });
    route(app, {
      method: 'POST',
      path: '/sites/v1/sites',
      access: 'account',
      summary: 'Make a site with the apps it installs; the account that makes it owns it',
      tags,
      body: CreateSiteRequestSchema,
      response: AccountSiteSchema,
      handler: ({ identity, body }) => accountSites.create(identity.memberId, body.site),
    });
    route(app, {
      method: 'POST',
      path: '/sites/v1/invitations/accept',
      access: 'account',
      summary: 'Accept an invitation sent to the signed-in account’s address',
      tags,
      body: InvitationTokenRequestSchema,
      response: AcceptedInvitationResponseSchema,
      handler: ({ identity, body }) => invitations.acceptAsAccount(identity.memberId, body.token),
    });
    route(app, {
      method: 'POST',
      path: '/sites/v1/invitations',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Invite a person by mail to work on the site as an owner, a manager or staff',
      tags,
      body: CreateInvitationRequestSchema,
      response: InvitationResponseSchema,
      handler: async ({ identity, body }) => ({
        invitation: await invitations.invite(identity.siteId, body.invitation),
      }),
    });
    route(app, {
      method: 'GET',
      path: '/sites/v1/invitations',
      access: 'owner',
      roles: OWNER_ONLY,
      summary:
        "The site's invitations, newest first, with whether each is pending, accepted, revoked or expired",
      tags,
      response: ListInvitationsResponseSchema,
      handler: async ({ identity }) => ({ invitations: await invitations.list(identity.siteId) }),
    });
    route(app, {
      method: 'DELETE',
      path: '/sites/v1/invitations/:invitationId',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Revoke a pending invitation: its link stops working',
      tags,
      params: InvitationIdParamsSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params }) => invitations.revoke(identity.siteId, params.invitationId),
    });
    route(app, {
      method: 'GET',
      path: '/sites/v1/collaborators',
      access: 'owner',
      summary: 'The people who work on the site, and their roles',
      tags,
      response: ListCollaboratorsResponseSchema,
      handler: async ({ identity }) => ({ collaborators: await collaborators.list(identity.siteId) }),
    });
    route(app, {
      method: 'PATCH',
      path: '/sites/v1/collaborators/:accountId',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: "Change a person's role on the site (the last owner stays an owner)",
      tags,
      params: CollaboratorIdParamsSchema,
      body: UpdateCollaboratorRequestSchema,
      response: CollaboratorResponseSchema,
      handler: async ({ identity, params, body }) => ({
        collaborator: await collaborators.setRole(identity.siteId, params.accountId, body.collaborator.role),
      }),
    });
    route(app, {
      method: 'DELETE',
      path: '/sites/v1/collaborators/:accountId',
      access: 'owner',
      roles: OWNER_ONLY,
      summary: 'Take a person off the site (never its last owner)',
      tags,
      params: CollaboratorIdParamsSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params }) => collaborators.remove(identity.siteId, params.accountId),
    });
  };
}
