import type { DeclineCode } from '@bazaar/contracts';

/**
 * The one set of sentences every paying page says about a refused card, by the platform's
 * `declineCode`: an expired card is "expired" on the store checkout, Booking Details, Add your
 * details and the Order summary alike, and each says nothing was charged.
 */
const DECLINE_SENTENCES: Record<DeclineCode, string> = {
  CARD_DECLINED: 'Your card was declined and nothing was charged. Try another card.',
  EXPIRED_CARD: 'Your card has expired and nothing was charged. Try another card.',
  INVALID_NUMBER: 'That card number is not valid and nothing was charged. Check it, or try another card.',
  NOT_A_TEST_CARD:
    'Only test cards work here, and nothing was charged. Use 4242 4242 4242 4242 with any future date.',
  AUTHENTICATION_FAILED: 'Your bank did not confirm the payment, and nothing was charged. Try again.',
  AUTHENTICATION_EXPIRED: 'Your bank’s confirmation ran out, and nothing was charged. Pay again.',
  NO_CARD_KEPT: 'No card is kept for this payment, and nothing was charged. Enter a card.',
};

/** The sentence for a `PAYMENT_DECLINED` refusal's data; a declined card's when it names no reason. */
export function declineSentence(data: Record<string, unknown> | undefined): string {
  const code = data?.declineCode;
  return typeof code === 'string' && code in DECLINE_SENTENCES
    ? DECLINE_SENTENCES[code as DeclineCode]
    : DECLINE_SENTENCES.CARD_DECLINED;
}
