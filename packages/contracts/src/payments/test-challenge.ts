import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

/**
 * The test bank's page of a 3-D Secure card: the buyer confirms or fails the `challenge` that a
 * payment answered with (`PAYMENT_ACTION_REQUIRED`), and pays again with the `authentication`.
 */
export const CompleteTestChallengeRequestSchema = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 2000 }),
  outcome: StringEnum(['APPROVED', 'FAILED'] as const),
});
export type CompleteTestChallengeRequest = Static<typeof CompleteTestChallengeRequestSchema>;
export const CompleteTestChallengeResponseSchema = Type.Object({
  authentication: Type.String({
    description: 'Send as `authentication` when paying again with the same card',
  }),
});
export type CompleteTestChallengeResponse = Static<typeof CompleteTestChallengeResponseSchema>;
