import {
  EmptyResponseSchema,
  HostedAuthorizeRequestSchema,
  HostedAuthorizeResponseSchema,
  HostedLoginRequestSchema,
  HostedLoginSessionSchema,
  HostedLogoutResponseSchema,
  HostedPasswordResetRequestSchema,
  HostedPasswordResetSchema,
  HostedRecoveryRequestSchema,
  HostedRegisterRequestSchema,
  HostedResendRequestSchema,
  HostedSessionRequestSchema,
  HostedVerifyFactorRequestSchema,
  HostedVerifyRequestSchema,
  StateMachineResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { RecoveryService } from '../recovery.js';
import type { HostedLogin } from './hosted-login.js';
import type { HostedLogout } from './logout-flow.js';

const tags = ['Hosted pages'];

/** The hosted login page's API: the redirect session's token is the credential, as on every hosted page. */
export function hostedLoginRoutes(hosted: HostedLogin, logout: HostedLogout, recovery: RecoveryService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session',
      access: 'public',
      summary: 'What the hosted login page of an auth redirect session shows',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedLoginSessionSchema,
      handler: ({ body }) => hosted.describe(body.session),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/authorize',
      access: 'public',
      summary:
        "Authorize the session's OAuth client for a signed-in member: a single-use code, sent as the request asked",
      tags,
      body: HostedAuthorizeRequestSchema,
      response: HostedAuthorizeResponseSchema,
      handler: ({ body }) => hosted.authorize(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/register',
      access: 'public',
      summary: "Sign up on the hosted login page, as the session's visitor",
      tags,
      body: HostedRegisterRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ body }) => hosted.register(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/login',
      access: 'public',
      summary: "Sign in on the hosted login page, as the session's visitor",
      tags,
      body: HostedLoginRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ body, ip }) => hosted.login(body, ip),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/verify',
      access: 'public',
      summary:
        'Confirm the email of a sign-up or sign-in made on the hosted login page, with the mailed code',
      tags,
      body: HostedVerifyRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ body }) => hosted.verify(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/verify-factor',
      access: 'public',
      summary: 'The second factor of a sign-in made on the hosted login page (REQUIRE_MFA)',
      tags,
      body: HostedVerifyFactorRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ body }) => hosted.verifyFactor(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/resend',
      access: 'public',
      summary: 'Mail a new code for a sign-in made on the hosted login page',
      tags,
      body: HostedResendRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ body }) => hosted.resend(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/login-session/recover',
      access: 'public',
      summary:
        'Forgot password on the hosted login page: mail a reset link that returns to this sign-in (the same answer for any email)',
      tags,
      body: HostedRecoveryRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ body }) => hosted.recover(body),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/password-reset',
      // The mailed link's token is the credential.
      access: 'public',
      summary: 'What the hosted reset page of a mailed link shows, while the link is usable',
      tags,
      body: HostedPasswordResetRequestSchema,
      response: HostedPasswordResetSchema,
      handler: ({ body }) => recovery.describeLink(body.recoveryToken),
    });
    route(app, {
      method: 'POST',
      path: '/hosted/v1/logout-session',
      access: 'public',
      summary: 'End the member session a logout redirect session was made with; where to go next',
      tags,
      body: HostedSessionRequestSchema,
      response: HostedLogoutResponseSchema,
      handler: ({ body }) => logout.end(body.session),
    });
  };
}
