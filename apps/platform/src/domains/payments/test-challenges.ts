import { jwtVerify, SignJWT } from 'jose';
import type { Minor } from '../../kernel/money.js';
import { SIGNING_ALGORITHM, type SigningKey } from '../../kernel/signing-keys.js';

/**
 * The test provider's second step (3-D Secure) without server state: the challenge and the
 * buyer's answer to it are signed tokens bound to one payment (checkout, amount, currency), so
 * every platform instance can check them and none can be reused for another payment.
 */
const AUDIENCE = 'bazaar-test-payments';
const LIFETIME = '10m';

export interface PaymentBinding {
  reference: string;
  amountMinor: Minor;
  currency: string;
}

export type ChallengeOutcome = 'APPROVED' | 'FAILED';

interface Claims {
  kind: 'challenge' | 'authentication';
  ref: string;
  amt: number;
  cur: string;
  outcome?: ChallengeOutcome;
}

export function createTestChallenges(key: SigningKey) {
  const sign = (claims: Claims) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.id })
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(key.privateKey);

  async function read(token: string, kind: Claims['kind']): Promise<Claims | undefined> {
    try {
      const { payload } = await jwtVerify(token, key.publicKey, { audience: AUDIENCE });
      return payload.kind === kind ? (payload as unknown as Claims) : undefined;
    } catch {
      return undefined;
    }
  }

  const matches = (claims: Claims, payment: PaymentBinding) =>
    claims.ref === payment.reference && claims.amt === payment.amountMinor && claims.cur === payment.currency;

  return {
    /** What the bank asks the buyer to confirm. */
    issueChallenge: (payment: PaymentBinding) =>
      sign({ kind: 'challenge', ref: payment.reference, amt: payment.amountMinor, cur: payment.currency }),

    /** The bank's page: the buyer confirms (or fails) the challenge; undefined when it is not valid. */
    async answer(challenge: string, outcome: ChallengeOutcome): Promise<string | undefined> {
      const claims = await read(challenge, 'challenge');
      return claims && sign({ ...claims, kind: 'authentication', outcome });
    },

    /** The answer's outcome for this payment, or undefined when it is for another one or expired. */
    async outcomeFor(authentication: string, payment: PaymentBinding): Promise<ChallengeOutcome | undefined> {
      const claims = await read(authentication, 'authentication');
      return claims && matches(claims, payment) ? claims.outcome : undefined;
    },
  };
}

export type TestChallenges = ReturnType<typeof createTestChallenges>;
