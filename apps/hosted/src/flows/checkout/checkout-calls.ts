import { type HostedCheckout, hostedCheckout } from '@bazaar/sdk/hosted';
import { answerTestChallenge } from '../../shared/bank-step';
import { messageOf, platformClient } from '../../shared/platform';
import { loadSessionMember } from '../../shared/session-member';
import { sentenceForCheckoutField } from './sentences';

/**
 * The checkout page's calls, with the redirect session's token as the credential. Every type here
 * is the contract's, as the SDK returns it; none is written by hand.
 */
const client = platformClient({ hostedCheckout });

export type { HostedCheckout };
export type Checkout = HostedCheckout['checkout'];
export type Destination = NonNullable<Checkout['shippingInfo']['shippingDestination']>;
type Card = Parameters<typeof client.hostedCheckout.payCheckoutSession>[0]['card'];
export type PlacedOrder = Awaited<ReturnType<typeof client.hostedCheckout.payCheckoutSession>>['order'];
/** The changes the page makes, in the page's terms; `updateCheckout` puts them in the request. */
export interface CheckoutChanges {
  email?: string;
  destination?: Destination;
  shippingCode?: string;
  couponCode?: string;
}

const loadCheckout = (session: string) => client.hostedCheckout.getCheckoutSession({ session });

const updateCheckout = async (session: string, changes: CheckoutChanges): Promise<Checkout> =>
  (
    await client.hostedCheckout.updateCheckoutSession({
      session,
      ...(changes.couponCode ? { couponCode: changes.couponCode } : {}),
      checkout: {
        ...(changes.email ? { buyerInfo: { email: changes.email } } : {}),
        shippingInfo: {
          ...(changes.destination ? { shippingDestination: changes.destination } : {}),
          ...(changes.shippingCode ? { selectedCarrierServiceOption: { code: changes.shippingCode } } : {}),
        },
      },
    })
  ).checkout;

const removeCoupon = async (session: string): Promise<Checkout> =>
  (await client.hostedCheckout.removeCheckoutSessionCoupon({ session })).checkout;

/** One press of Pay: the contact, the card and the total the button showed. */
export interface CheckoutPayment {
  email: string;
  card: Card;
  shownTotal: string;
}

const payCheckout = (session: string, payment: CheckoutPayment, authentication?: string) =>
  client.hostedCheckout.payCheckoutSession({
    session,
    ...payment,
    ...(authentication ? { authentication } : {}),
  });

/** The page's calls as one value, so a test can hand the page its own. */
export const checkoutCalls = {
  loadCheckout,
  loadSessionMember,
  updateCheckout,
  removeCoupon,
  payCheckout,
  answerChallenge: answerTestChallenge,
};
export type CheckoutCalls = typeof checkoutCalls;

/** What the checkout page says about a failed call (see `messageOf`). */
export const checkoutMessageOf = (reason: unknown): string => messageOf(reason, sentenceForCheckoutField);
