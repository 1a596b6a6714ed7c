import {
  ActivateFactorRequestSchema,
  ActivateFactorResponseSchema,
  CreateFactorRequestSchema,
  CreateFactorResponseSchema,
  EmptyResponseSchema,
  FactorIdParamsSchema,
  ListFactorsResponseSchema,
  StateMachineResponseSchema,
  VerifyFactorParamsSchema,
  VerifyFactorRequestSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../kernel/http/route.js';
import type { MfaService } from './service.js';

const tags = ['Identity'];
const FACTORS = '/iam/authentication/v1/factors';

/** A member's second factors, and the sign-in step that asks for one (reference §1.3 `/v2/{factorType}/verify`). */
export function mfaRoutes(mfa: MfaService) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: FACTORS,
      access: 'member',
      summary: "The signed-in member's second factors",
      tags,
      response: ListFactorsResponseSchema,
      handler: ({ identity }) => mfa.list(identity),
    });
    route(app, {
      method: 'POST',
      path: FACTORS,
      access: 'member',
      summary: 'Start enrolling a second factor: a TOTP secret for an authenticator app, or a mailed code',
      tags,
      body: CreateFactorRequestSchema,
      response: CreateFactorResponseSchema,
      handler: ({ identity, body }) => mfa.create(identity, body.factorType),
    });
    route(app, {
      method: 'POST',
      path: `${FACTORS}/:factorId/activate`,
      access: 'member',
      summary: "Activate a factor with its first code; the member's first factor brings recovery codes",
      tags,
      params: FactorIdParamsSchema,
      body: ActivateFactorRequestSchema,
      response: ActivateFactorResponseSchema,
      handler: ({ identity, params, body }) => mfa.activate(identity, params.factorId, body.code),
    });
    route(app, {
      method: 'DELETE',
      path: `${FACTORS}/:factorId`,
      access: 'member',
      summary: 'Remove a second factor (with the last one go the recovery codes)',
      tags,
      params: FactorIdParamsSchema,
      response: EmptyResponseSchema,
      handler: ({ identity, params }) => mfa.remove(identity, params.factorId),
    });
    route(app, {
      method: 'POST',
      path: '/iam/authentication/v2/:factorType/verify',
      access: 'visitor',
      summary:
        'Finish a sign-in waiting for a second factor (REQUIRE_MFA) with its code; optionally remember the device',
      tags,
      params: VerifyFactorParamsSchema,
      body: VerifyFactorRequestSchema,
      response: StateMachineResponseSchema,
      handler: ({ identity, params, body }) => mfa.verify(identity, params.factorType, body),
    });
  };
}
