import type { Minor } from '../../kernel/money.js';

export interface Card {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export interface ChargeRequest {
  amountMinor: Minor;
  currency: string;
  card: Card;
  /** The checkout being paid, so a provider can refuse a second charge for it. */
  reference: string;
  /** The buyer's answer to an earlier `ACTION_REQUIRED` (3-D Secure), sent with the same card. */
  authentication?: string;
}

export type ChargeResult =
  | { status: 'APPROVED'; transactionId: string }
  | { status: 'DECLINED'; reason: string }
  /** The buyer must pass `challenge` to their bank's page, then pay again with its answer. */
  | { status: 'ACTION_REQUIRED'; reason: string; challenge: string };

/**
 * What a payment provider does for a checkout. The built-in test provider implements it; a real
 * one (a card processor's API) implements the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
