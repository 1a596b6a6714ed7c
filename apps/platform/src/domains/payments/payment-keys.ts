import { createHash } from 'node:crypto';
import type { Card, ChargeRequest } from './provider.js';

/**
 * An idempotency key for a provider call: the same parts make the same key, so a retry or a
 * duplicate of one payment sends the key its first try sent. The parts name what is paid and how
 * (the card's fingerprint, the bank's answer): a buyer who pays again with another card, or
 * after the bank's second step, makes a new call.
 */
export const paymentKey = (...parts: readonly (string | number | undefined)[]): string =>
  `pk_${createHash('sha256')
    .update(parts.map((part) => String(part ?? '')).join('\u0000'))
    .digest('base64url')}`;

/** A card as a key may name it: never its number, only a digest of what identifies it. */
const cardFingerprint = (card: Card): string =>
  createHash('sha256')
    .update(`${card.number.replace(/\s+/g, '')}|${card.expiryMonth}|${card.expiryYear}`)
    .digest('base64url')
    .slice(0, 22);

/**
 * A card payment of `reference`, keyed by what makes it the same payment: a duplicate of the
 * request (same amount, card and bank answer) is the same call; another card is a new one.
 */
export function cardCharge(payment: {
  siteId: string;
  reference: string;
  amountMinor: number;
  currency: string;
  card: Card;
  authentication?: string | undefined;
}): ChargeRequest {
  const { authentication, ...rest } = payment;
  return {
    ...rest,
    ...(authentication ? { authentication } : {}),
    idempotencyKey: paymentKey(
      'card',
      payment.reference,
      payment.amountMinor,
      payment.currency,
      cardFingerprint(payment.card),
      authentication,
    ),
  };
}
