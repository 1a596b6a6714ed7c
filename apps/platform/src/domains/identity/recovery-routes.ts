import {
  ChangePasswordRequestSchema,
  EmptyResponseSchema,
  RecoverRequestSchema,
  RecoverResponseSchema,
  SendActivationEmailRequestSchema,
  SendRecoveryEmailRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../kernel/http/route.js';
import type { RecoveryService } from './recovery.js';

const tags = ['Identity'];

/** Recovery (reference §1.3, `/_api/iam/recovery/...`) and a signed-in member's password change. */
export function recoveryRoutes(recovery: RecoveryService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/iam/recovery/v1/send-email',
      access: 'visitor',
      summary:
        'Mail a single-use link to choose a new password; the same answer whether or not the email has an account',
      tags,
      body: SendRecoveryEmailRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, body }) => recovery.sendRecoveryEmail(identity, body),
    });
    route(app, {
      method: 'POST',
      path: '/iam/recovery/v1/activation-email',
      access: 'owner',
      summary: 'Mail a member a single-use link to set their password',
      tags,
      body: SendActivationEmailRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, body }) => recovery.sendActivationEmail(identity.siteId, body),
    });
    route(app, {
      method: 'POST',
      path: '/iam/recovery/v1/recover',
      // The mailed link's token is the credential.
      access: 'public',
      summary: "Set a new password with a mailed link's token; every session of the member ends",
      tags,
      body: RecoverRequestSchema,
      response: RecoverResponseSchema,
      handler: ({ body }) => recovery.recover(body.recoveryToken, body.password),
    });
    route(app, {
      method: 'POST',
      path: '/iam/authentication/v2/change-password',
      access: 'member',
      summary: "Change the signed-in member's password; the member's other sessions end",
      tags,
      body: ChangePasswordRequestSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, body }) => recovery.changePassword(identity, body),
    });
  };
}
