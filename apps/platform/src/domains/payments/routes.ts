import { CompleteTestChallengeRequestSchema, CompleteTestChallengeResponseSchema } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { ApplicationError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import type { TestChallenges } from './test-challenges.js';

/**
 * The test bank's side of a 3-D Secure payment. Public, like a bank's page: the signed challenge
 * is the credential, and the answer only pays the one payment the challenge was made for.
 */
export function paymentsRoutes(challenges: TestChallenges) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/payments/v1/test-challenges/complete',
      access: 'public',
      summary: 'Confirm or fail the second step of a test 3-D Secure card payment',
      tags: ['Payments'],
      body: CompleteTestChallengeRequestSchema,
      response: CompleteTestChallengeResponseSchema,
      handler: async ({ body }) => {
        const authentication = await challenges.answer(body.challenge, body.outcome);
        if (!authentication) {
          throw new ApplicationError({
            status: 400,
            code: 'INVALID_CHALLENGE',
            description: 'The challenge has expired or is not valid; pay again to get a new one',
          });
        }
        return { authentication };
      },
    });
  };
}
