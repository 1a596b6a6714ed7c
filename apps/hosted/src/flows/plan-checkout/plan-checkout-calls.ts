import { type HostedPlanCheckout, hostedPlanCheckout } from '@bazaar/sdk/hosted';
import { answerTestChallenge } from '../../shared/bank-step';
import { applicationErrorOf, messageOf, platformClient } from '../../shared/platform';

/**
 * The "Order summary" page's calls, with the redirect session's token as the credential and the
 * hosted sign-in's session token naming the buyer. Every type here is the contract's.
 */
const client = platformClient({ hostedPlanCheckout });

export type { HostedPlanCheckout };
export type PlanOrder = NonNullable<HostedPlanCheckout['order']>;
type PurchaseRequest = Parameters<typeof client.hostedPlanCheckout.purchasePlan>[0];
export type Card = NonNullable<PurchaseRequest['card']>;

const loadPlanCheckout = (session: string, sessionToken?: string) =>
  client.hostedPlanCheckout.getPlanCheckoutSession({ session, ...(sessionToken ? { sessionToken } : {}) });

const signInLink = async (session: string) => (await client.hostedPlanCheckout.signInLink({ session })).url;

/** Buys for the link's member, or for the one `sessionToken` (a hosted sign-in's) names. */
const purchasePlan = async (
  session: string,
  sessionToken: string | undefined,
  payment: { card?: Card; authentication?: string; shownTotal?: string } = {},
): Promise<PlanOrder> =>
  (
    await client.hostedPlanCheckout.purchasePlan({
      session,
      ...(sessionToken ? { sessionToken } : {}),
      ...(payment.card ? { card: payment.card } : {}),
      ...(payment.authentication ? { authentication: payment.authentication } : {}),
      ...(payment.shownTotal ? { shownTotal: payment.shownTotal } : {}),
    })
  ).order;

/** The page's calls as one value, so a test can hand the page its own. */
export const planCheckoutCalls = {
  loadPlanCheckout,
  signInLink,
  purchasePlan,
  answerChallenge: answerTestChallenge,
};
export type PlanCheckoutCalls = typeof planCheckoutCalls;

/** The sign-in has run out (or was never made): the page asks for it again. */
export const signInNeededBy = (reason: unknown): boolean =>
  applicationErrorOf(reason)?.code === 'SIGN_IN_REQUIRED';

/** Whether the bank refused the card: another card may do. */
export const declinedBy = (reason: unknown): boolean =>
  applicationErrorOf(reason)?.code === 'PAYMENT_DECLINED';

const FIELD_SENTENCES: [RegExp, string][] = [
  [/card\.number$/, 'Check the card number.'],
  [/card\.expiry(Month|Year)$/, 'Check the expiry date: month and year, as MM/YY.'],
  [/card\.cvc$/, 'Check the security code (CVC): the 3 or 4 digits on the card.'],
  [/card$/, 'Enter a card to pay for the plan.'],
];

/** What the page says about a failed call: a sentence for a person, never the platform's wording. */
export function planCheckoutMessageOf(reason: unknown): string {
  const code = applicationErrorOf(reason)?.code;
  if (code === 'SESSION_NOT_FOUND')
    return 'This link is not valid. Go back to the site and choose a plan again.';
  if (code === 'SESSION_EXPIRED')
    return 'This link has expired. Go back to the site and choose a plan again.';
  if (code === 'NOT_A_PLAN_CHECKOUT_SESSION') return 'This link is not for a membership plan.';
  if (code === 'PLAN_ARCHIVED') return 'This plan is no longer sold. Go back to the site to choose another.';
  if (code === 'SIGN_IN_REQUIRED') return 'Your sign-in has expired. Sign in again to buy this plan.';
  return messageOf(reason, (field) => FIELD_SENTENCES.find(([pattern]) => pattern.test(field))?.[1]);
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "March 8, 2030", in the buyer's own calendar. */
export const longDate = (iso: string): string => LONG_DATE.format(new Date(iso));
