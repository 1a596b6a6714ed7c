import type { CompleteTestChallengeRequest, CompleteTestChallengeResponse } from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { FromWire } from '../../wire/index.js';

/** The test bank's page: answers the second step (3-D Secure) of a test card payment. */
export const testPayments = {
  completeTestChallenge: defineMethod(
    ({ http }) =>
      async (request: CompleteTestChallengeRequest): Promise<FromWire<CompleteTestChallengeResponse>> =>
        callRest<CompleteTestChallengeResponse>(http, {
          method: 'POST',
          path: '/payments/v1/test-challenges/complete',
          payload: request,
        }),
  ),
};
