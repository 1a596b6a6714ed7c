import {
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendDuringAuthenticationRequestSchema,
  SignOnRequestSchema,
  SignOnResponseSchema,
  StartVerificationRequestSchema,
  StartVerificationResponseSchema,
  StateMachineResponseSchema,
  VerifyDuringAuthenticationRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { OAuthService } from '../oauth/service.js';
import type { MemberAdmin } from './member-admin.js';
import { presentIdentity } from './presenter.js';
import type { IdentityService } from './service.js';
import type { IdentityTokens } from './tokens.js';

const tags = ['Identity'];

/**
 * Identity (reference §1.3): the official client requests the `/_api/iam/...` paths through its
 * www host; the same calls are served without the prefix. Called with a visitor's token.
 */
export function identityRoutes(
  identity: IdentityService,
  signOn: {
    oauth: Pick<OAuthService, 'clientOfOwnerServer'>;
    admin: Pick<MemberAdmin, 'signOn'>;
    tokens: IdentityTokens;
  },
) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/iam/authentication/v2/sign-on',
      // The owner's server: `Authorization: <access token>,<API key>`, checked as the token endpoint checks it.
      access: 'public',
      summary:
        "The owner's server signs a person on by email (made a member when new); the session token becomes member tokens",
      tags,
      body: SignOnRequestSchema,
      response: SignOnResponseSchema,
      handler: async ({ body, authorization }) => {
        const client = await signOn.oauth.clientOfOwnerServer(authorization);
        const { nickname, firstName, lastName } = body.profile ?? {};
        const record = await signOn.admin.signOn(client.siteId, {
          email: body.loginId.email,
          profile: {
            ...(nickname ? { nickname } : {}),
            ...(firstName ? { firstName } : {}),
            ...(lastName ? { lastName } : {}),
          },
          verifyEmail: body.verifyEmail ?? false,
        });
        return {
          sessionToken: await signOn.tokens.issue({
            kind: 'session',
            identityId: record.id,
            siteId: record.siteId,
          }),
          identity: presentIdentity(record),
        };
      },
    });
    route(app, {
      method: 'POST',
      path: '/iam/authentication/v2/register',
      access: 'visitor',
      summary:
        "Sign up with an email and a password; how the member starts follows the site's sign-up policy",
      tags,
      body: RegisterRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ identity: caller, body }) => identity.register(caller, body),
    });
    route(app, {
      method: 'POST',
      path: '/iam/authentication/v2/login',
      access: 'visitor',
      summary: 'Sign in with an email and a password (one answer for a wrong email or password)',
      tags,
      body: LoginRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ identity: caller, body, ip }) => identity.login(caller, body, ip),
    });
    route(app, {
      method: 'POST',
      path: '/iam/verification/v1/auth/verify',
      access: 'visitor',
      summary: 'Confirm the email of a sign-up or sign-in waiting for it, with the mailed code',
      tags,
      body: VerifyDuringAuthenticationRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ identity: caller, body }) => identity.verify(caller, body.code, body.stateToken),
    });
    route(app, {
      method: 'POST',
      path: '/iam/verification/v1/start',
      // The 1.0.0 client's path, capitalised.
      aliases: ['/iam/verification/v1/Start', '/_api/iam/verification/v1/Start'],
      access: 'visitor',
      summary: "Mail a new code to confirm an identity's email (within the member's mail limit)",
      tags,
      body: StartVerificationRequestSchema,
      response: StartVerificationResponseSchema,
      handler: ({ identity: caller, body }) => identity.startVerification(caller, body.identityId),
    });
    route(app, {
      method: 'POST',
      path: '/iam/verification/v1/auth/resend',
      access: 'visitor',
      summary: 'Mail a new code for a sign-in waiting for one; the earlier code stops working',
      tags,
      body: ResendDuringAuthenticationRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ identity: caller, body }) => identity.resend(caller, body.stateToken),
    });
  };
}
