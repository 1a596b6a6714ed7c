import { randomUUID } from 'node:crypto';
import type { Clock } from '../../kernel/clock.js';
import type { Queryable } from '../../kernel/db/database.js';
import { formatMoney } from '../../kernel/money.js';
import type {
  AuthorizeResult,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SaveCardResult,
  SavedCardCharge,
  SettleRequest,
  SettleResult,
} from './provider.js';
import type { ProviderLedger } from './provider-ledger.js';
import type { TestChallenges } from './test-challenges.js';

/** Test card numbers, as payment processors publish them for sandboxes. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  actionRequired: '4000002760003184',
} as const;

/** How long an authorization holds its amount before it runs out by itself. */
const AUTHORIZATION_DAYS = 7;
const DAY_MS = 86_400_000;
const AUTHORIZATION_PREFIX = 'test_auth_';
const SAVED_CARD_PREFIX = 'test_pm_';

/** A kept test card's expiry, read from its id; undefined for any other id. */
function savedCard(paymentMethodId: string): { expiryYear: number; expiryMonth: number } | undefined {
  const match = /^test_pm_(\d{4})(\d{2})_/.exec(paymentMethodId);
  if (!match) return undefined;
  return { expiryYear: Number(match[1]), expiryMonth: Number(match[2]) };
}

/** When a test authorization runs out (ms), read from its id; undefined for any other id. */
function authorizationExpiry(transactionId: string): number | undefined {
  if (!transactionId.startsWith(AUTHORIZATION_PREFIX)) return undefined;
  const expires = Number.parseInt(transactionId.slice(AUTHORIZATION_PREFIX.length).split('_')[0] ?? '', 36);
  return Number.isFinite(expires) ? expires : undefined;
}

/** What a charge's record says: what it paid, and how much. */
const factsOf = (request: { reference: string; amountMinor: number; currency: string }) => ({
  reference: request.reference,
  amountMinor: request.amountMinor,
  currency: request.currency,
});

/** Luhn's check digit: a mistyped card number is refused before any charge. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** What a payment took, from the provider's record: a charge, or an authorization once captured. */
async function takenBy(ledger: ProviderLedger, db: Queryable, request: RefundRequest) {
  const calls = await ledger.succeededFor(db, request.siteId, request.transactionId);
  const made = calls.find((call) => call.transactionId === request.transactionId);
  const captured = calls.some((call) => call.kind === 'CAPTURE');
  const taken =
    made &&
    (made.kind === 'CHARGE' || made.kind === 'CHARGE_SAVED_CARD' || (made.kind === 'AUTHORIZE' && captured))
      ? made
      : undefined;
  const refunded = calls
    .filter((call) => call.kind === 'REFUND')
    .reduce((sum, call) => sum + (call.amountMinor ?? 0), 0);
  return { taken, refunded };
}

/**
 * The built-in provider: no money moves, but every call is recorded (`ProviderLedger`), so tests
 * and the owner see what was charged, and a call sent again with its key is answered once. The
 * approved test card succeeds, the declined one is refused, the 3-D Secure one asks for a second
 * step (the buyer confirms or fails it on the test bank's page, then pays again with the answer),
 * and every other valid number is declined as "not a test card".
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(
    readonly challenges: TestChallenges,
    private readonly clock: Clock,
    readonly ledger: ProviderLedger,
  ) {}

  private expired(card: { expiryYear: number; expiryMonth: number }): boolean {
    const now = this.clock.now();
    return (
      card.expiryYear < now.getUTCFullYear() ||
      (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)
    );
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.ledger.once('CHARGE', request, factsOf(request), () => this.decideCharge(request));
  }

  private async decideCharge(request: ChargeRequest): Promise<ChargeResult> {
    const number = request.card.number.replace(/\s+/g, '');
    if (!passesLuhn(number))
      return { status: 'DECLINED', reason: 'The card number is not valid', declineCode: 'INVALID_NUMBER' };
    if (this.expired(request.card))
      return { status: 'DECLINED', reason: 'The card has expired', declineCode: 'EXPIRED_CARD' };
    if (number === TEST_CARDS.approved) return { status: 'APPROVED', transactionId: `test_${randomUUID()}` };
    if (number === TEST_CARDS.actionRequired) return this.secondStep(request);
    if (number === TEST_CARDS.declined)
      return { status: 'DECLINED', reason: 'The card was declined', declineCode: 'CARD_DECLINED' };
    return {
      status: 'DECLINED',
      reason: `Only test cards are accepted (for example ${TEST_CARDS.approved})`,
      declineCode: 'NOT_A_TEST_CARD',
    };
  }

  /**
   * Approves as `charge` does, and holds the amount for `AUTHORIZATION_DAYS`, as card networks let
   * an authorization stand for about a week. Its expiry is read from its id (only the platform,
   * never a buyer, hands it back); the ledger records the call, not the hold's state.
   */
  authorize(request: ChargeRequest): Promise<AuthorizeResult> {
    return this.ledger.once('AUTHORIZE', request, factsOf(request), async (): Promise<AuthorizeResult> => {
      const result = await this.decideCharge(request);
      if (result.status !== 'APPROVED') return result;
      const expires = this.clock.now().getTime() + AUTHORIZATION_DAYS * DAY_MS;
      return {
        status: 'APPROVED',
        transactionId: `${AUTHORIZATION_PREFIX}${expires.toString(36)}_${randomUUID()}`,
        expires: new Date(expires).toISOString(),
      };
    });
  }

  capture(request: SettleRequest): Promise<SettleResult> {
    const facts = { reference: request.transactionId, targetTransactionId: request.transactionId };
    return this.ledger.once('CAPTURE', request, facts, async (): Promise<SettleResult> => {
      const expires = authorizationExpiry(request.transactionId);
      if (expires === undefined) return { status: 'REFUSED', reason: 'This payment is not an authorization' };
      if (this.clock.now().getTime() >= expires)
        return {
          status: 'REFUSED',
          reason: `The authorization ran out on ${new Date(expires).toISOString()}`,
        };
      return { status: 'DONE' };
    });
  }

  voidAuthorization(request: SettleRequest): Promise<SettleResult> {
    const facts = { reference: request.transactionId, targetTransactionId: request.transactionId };
    return this.ledger.once('VOID', request, facts, async (): Promise<SettleResult> => {
      if (authorizationExpiry(request.transactionId) === undefined)
        return { status: 'REFUSED', reason: 'This payment is not an authorization' };
      return { status: 'DONE' };
    });
  }

  /**
   * Refunds what is left of a payment, checked against the record under a lock per payment, so
   * that refunds sent at once never give back more than was taken together.
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    const facts = {
      reference: request.reference,
      amountMinor: request.amountMinor,
      currency: request.currency,
      targetTransactionId: request.transactionId,
    };
    const decide = async (db: Queryable): Promise<RefundResult> => {
      const { taken, refunded } = await takenBy(this.ledger, db, request);
      if (!taken) return { status: 'REFUSED', reason: 'This is not a payment that took money' };
      if (taken.currency !== request.currency)
        return { status: 'REFUSED', reason: `The payment was made in ${taken.currency}` };
      const left = (taken.amountMinor ?? 0) - refunded;
      if (request.amountMinor <= 0 || request.amountMinor > left)
        return {
          status: 'REFUSED',
          reason: `Only ${formatMoney(left, request.currency)} is left to refund of this payment`,
        };
      return { status: 'DONE', refundId: `test_refund_${randomUUID()}` };
    };
    return this.ledger.once('REFUND', request, facts, decide, `refunds:${request.transactionId}`);
  }

  /**
   * Checks the card as a charge of nothing would (the bank's second step included), and keeps
   * it. The id carries the card's expiry (the card itself is kept nowhere), so a kept card is
   * refused once it has expired, as a renewal after a card's end is.
   */
  saveCard(request: Omit<ChargeRequest, 'amountMinor'>): Promise<SaveCardResult> {
    const facts = { reference: request.reference, currency: request.currency };
    return this.ledger.once('SAVE_CARD', request, facts, async (): Promise<SaveCardResult> => {
      const checked = await this.decideCharge({ ...request, amountMinor: 0 });
      if (checked.status !== 'APPROVED') return checked;
      const expiry = `${request.card.expiryYear}${String(request.card.expiryMonth).padStart(2, '0')}`;
      return { status: 'APPROVED', paymentMethodId: `${SAVED_CARD_PREFIX}${expiry}_${randomUUID()}` };
    });
  }

  chargeSaved(request: SavedCardCharge): Promise<ChargeResult> {
    return this.ledger.once('CHARGE_SAVED_CARD', request, factsOf(request), () =>
      this.decideSavedCharge(request),
    );
  }

  private async decideSavedCharge(request: SavedCardCharge): Promise<ChargeResult> {
    const card = savedCard(request.paymentMethodId);
    if (!card)
      return {
        status: 'DECLINED',
        reason: 'This card is not kept by the test provider',
        declineCode: 'NO_CARD_KEPT',
      };
    if (this.expired(card))
      return { status: 'DECLINED', reason: 'The card has expired', declineCode: 'EXPIRED_CARD' };
    return { status: 'APPROVED', transactionId: `test_${randomUUID()}` };
  }

  private async secondStep(request: ChargeRequest): Promise<ChargeResult> {
    const payment = {
      reference: request.reference,
      amountMinor: request.amountMinor,
      currency: request.currency,
    };
    if (!request.authentication) {
      return {
        status: 'ACTION_REQUIRED',
        reason: 'Your bank asks you to confirm this payment',
        challenge: await this.challenges.issueChallenge(payment),
      };
    }
    const outcome = await this.challenges.outcomeFor(request.authentication, payment);
    if (outcome === 'APPROVED') return { status: 'APPROVED', transactionId: `test_${randomUUID()}` };
    if (outcome === 'FAILED')
      return {
        status: 'DECLINED',
        reason: 'The payment was not confirmed with your bank',
        declineCode: 'AUTHENTICATION_FAILED',
      };
    return {
      status: 'DECLINED',
      reason: 'The bank confirmation has expired or is not for this payment; pay again',
      declineCode: 'AUTHENTICATION_EXPIRED',
    };
  }
}
