import {
  CompleteTestChallengeRequestSchema,
  CompleteTestChallengeResponseSchema,
  ListProviderCallsQuerySchema,
  ListProviderCallsResponseSchema,
} from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { ApplicationError } from '../../kernel/errors.js';
import { route } from '../../kernel/http/route.js';
import type { TestPaymentProvider } from './test-provider.js';

/**
 * The test bank's side of a 3-D Secure payment. Public, like a bank's page: the signed challenge
 * is the credential, and the answer only pays the one payment the challenge was made for. And
 * the provider's record of its calls, for the site's owner (what was charged, refunded, kept).
 */
export function paymentsRoutes({ challenges, ledger }: Pick<TestPaymentProvider, 'challenges' | 'ledger'>) {
  return async (app: FastifyInstance) => {
    route(app, {
      method: 'GET',
      path: '/payments/v1/test-provider/calls',
      access: 'owner',
      summary: "The test payment provider's calls for this site, newest first",
      tags: ['Payments'],
      querystring: ListProviderCallsQuerySchema,
      response: ListProviderCallsResponseSchema,
      handler: async ({ query, identity }) => ({
        calls: await ledger.list(identity.siteId, {
          ...(query.reference !== undefined ? { reference: query.reference } : {}),
          ...(query.transactionId !== undefined ? { transactionId: query.transactionId } : {}),
          limit: query.limit ?? 100,
        }),
      }),
    });

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
