import type { DeclineCode } from '@bazaar/contracts';
import type { Minor } from '../../kernel/money.js';

export interface Card {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/**
 * Every call names its site and carries an idempotency key: the same key on a retry or a
 * duplicate of the same call, so that a provider that has already answered it with success
 * answers the same again instead of moving money twice (`paymentKey` makes one).
 */
export interface ProviderCall {
  siteId: string;
  idempotencyKey: string;
}

export interface ChargeRequest extends ProviderCall {
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
  | { status: 'DECLINED'; reason: string; declineCode: DeclineCode }
  /** The buyer must pass `challenge` to their bank's page, then pay again with its answer. */
  | { status: 'ACTION_REQUIRED'; reason: string; challenge: string };

/** An authorization holds the amount on the card until it is captured, voided, or runs out. */
export type AuthorizeResult =
  | { status: 'APPROVED'; transactionId: string; expires: string }
  | Exclude<ChargeResult, { status: 'APPROVED' }>;

/** A card kept by the provider for later charges (a subscription's renewals): the platform keeps only its id. */
export type SaveCardResult =
  | { status: 'APPROVED'; paymentMethodId: string }
  | Exclude<ChargeResult, { status: 'APPROVED' }>;

export interface SavedCardCharge extends ProviderCall {
  paymentMethodId: string;
  amountMinor: Minor;
  currency: string;
  /** The cycle being paid and the try: a provider refuses a second charge of the same reference. */
  reference: string;
}

/** A capture or a void of an authorization (its `transactionId`). */
export interface SettleRequest extends ProviderCall {
  transactionId: string;
}

/** What became of a capture or a void: done, or refused with the processor's reason. */
export type SettleResult = { status: 'DONE' } | { status: 'REFUSED'; reason: string };

/** Gives back part or all of a payment (a charge, or a captured authorization). */
export interface RefundRequest extends ProviderCall {
  transactionId: string;
  amountMinor: Minor;
  currency: string;
  /** What is refunded (an order, a booking…), as the provider's record names it. */
  reference: string;
}

/** A refund made (its own id), or refused: more than is left of the payment, or not a payment. */
export type RefundResult = { status: 'DONE'; refundId: string } | { status: 'REFUSED'; reason: string };

/**
 * What a payment provider does for a checkout. The built-in test provider implements it; a real
 * one (a card processor's API) implements the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Holds the amount without taking it (delayed capture); the seller captures or voids it later. */
  authorize(request: ChargeRequest): Promise<AuthorizeResult>;
  /** Takes the whole authorized amount (partial captures are not offered). */
  capture(request: SettleRequest): Promise<SettleResult>;
  /** Releases an authorization; voiding one that has run out is harmless. */
  voidAuthorization(request: SettleRequest): Promise<SettleResult>;
  /** Checks a card and keeps it for charges made later without the buyer (renewals). */
  saveCard(request: Omit<ChargeRequest, 'amountMinor'>): Promise<SaveCardResult>;
  /** Charges a kept card; a card can be refused long after it was kept (expired, blocked). */
  chargeSaved(request: SavedCardCharge): Promise<ChargeResult>;
  /** Gives money back, never more than is left of the payment after its earlier refunds. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
