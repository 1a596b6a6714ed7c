import type { BazaarError } from '@bazaar/sdk';
import { type PlanOrder, type PublicPlan, orders as planOrders, plans } from '@bazaar/sdk/pricing-plans';
import type { StorefrontClient } from './client';
import { moneyText } from './wording';

/** The membership plans' SDK modules (merged into the storefront's client by `./client.ts`): a
 * member's own plan orders are `planOrders`, named apart from the store's. */
export const modules = { plans, planOrders };

/** Plans one page lists: the platform's largest page. */
const PLANS_PAGE_SIZE = 100;

/** A public plan as /subscriptions shows it. */
export interface PlanView {
  id: string;
  name: string;
  description?: string | undefined;
  perks: string[];
  /** "$20.00" */
  price: string;
  /** "/ month", "for 3 months", "once": what the price pays for. */
  per: string;
  /** "7-day free trial", "10 sessions", …: short facts under the price. */
  notes: string[];
  primary: boolean;
}

const UNITS = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;
type Unit = keyof typeof UNITS;
const span = (count: number, unit: Unit) => (count === 1 ? UNITS[unit] : `${count} ${UNITS[unit]}s`);

/** What one payment of a plan buys, in a buyer's words. */
function perText(pricing: PublicPlan['pricing']): string {
  if (pricing.subscription) {
    const { count, unit } = pricing.subscription.cycleDuration;
    return `/ ${span(count, unit as Unit)}`;
  }
  if (pricing.singlePaymentForDuration) {
    const { count, unit } = pricing.singlePaymentForDuration;
    return `for ${span(count, unit as Unit)}`;
  }
  return 'once';
}

export function planView(plan: PublicPlan): PlanView {
  const { pricing } = plan;
  const notes: string[] = [];
  if (pricing.freeTrialDays) notes.push(`${pricing.freeTrialDays}-day free trial`);
  if (pricing.subscription?.cycleCount) notes.push(`${pricing.subscription.cycleCount} payments in all`);
  if (pricing.subscription && !pricing.subscription.cycleCount) notes.push('Renews until you cancel');
  if (plan.sessionLimit)
    notes.push(`${plan.sessionLimit} class${plan.sessionLimit === 1 ? '' : 'es'} included`);
  return {
    id: plan._id,
    name: plan.name,
    ...(plan.description ? { description: plan.description } : {}),
    perks: plan.perks.values,
    price:
      Number(pricing.price.value) === 0 ? 'Free' : moneyText(pricing.price.value, pricing.price.currency),
    per: perText(pricing),
    notes,
    primary: plan.primary,
  };
}

/** The public plans, the primary one first, then as the owner made them. */
export async function listPlans(client: StorefrontClient): Promise<PlanView[]> {
  const { items } = await client.plans.queryPublicPlans().limit(PLANS_PAGE_SIZE).find();
  return items.map(planView).sort((a, b) => Number(b.primary) - Number(a.primary));
}

/**
 * The link to the platform's hosted "Order summary" of a plan, made for this visitor: bought, it
 * comes back to `postFlowUrl`; left before buying, to the plans (`planListUrl`).
 */
export async function checkoutLinkForPlan(
  client: StorefrontClient,
  planId: string,
  callbacks: { postFlowUrl: string; planListUrl: string },
): Promise<string> {
  const { redirectSession } = await client.redirects.createRedirectSession({
    paidPlansCheckout: { planId },
    callbacks,
  });
  return redirectSession.fullUrl;
}

/** A member's plan order as the account page shows it. */
export interface PlanOrderView {
  id: string;
  planName: string;
  status: PlanOrder['status'];
  /** "Active", "Trial", "Ends March 3, 2031", "Canceled": one line a person reads. */
  state: string;
  /** "Next payment: March 3, 2031", "Valid until …", "Started …". */
  detail: string;
  /** Whether the member may still cancel it (an order that has not ended; the plan may still refuse). */
  cancelable: boolean;
  /** Paid again each period: canceling stops the renewals and keeps what is paid for. */
  recurring: boolean;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateText = (date: Date | string) => LONG_DATE.format(new Date(date));

export function planOrderView(order: PlanOrder): PlanOrderView {
  const live = order.status === 'ACTIVE' || order.status === 'PAUSED' || order.status === 'PENDING';
  const trial = order.currentCycle?.index === 0;
  const state =
    order.status === 'CANCELED'
      ? 'Canceled'
      : order.status === 'ENDED'
        ? 'Ended'
        : order.status === 'PAUSED'
          ? 'Paused'
          : order.status === 'PENDING'
            ? 'Starts soon'
            : order.autoRenewCanceled && order.endDate
              ? `Ends ${dateText(order.endDate)}`
              : trial
                ? 'Free trial'
                : 'Active';
  const renews =
    live && !order.autoRenewCanceled && order.pricing.subscription && order.currentCycle?.endedDate
      ? !order.endDate || new Date(order.currentCycle.endedDate) < new Date(order.endDate)
      : false;
  const detail = !live
    ? `${order.status === 'CANCELED' ? 'Canceled' : 'Ended'} ${order.endDate ? dateText(order.endDate) : ''}`.trim()
    : order.autoRenewCanceled && order.endDate
      ? // The state already says when it ends: the detail says what that means, not the date again.
        'No more payments'
      : renews && order.currentCycle?.endedDate
        ? `Next payment ${dateText(order.currentCycle.endedDate)}`
        : order.endDate
          ? `Valid until ${dateText(order.endDate)}`
          : `Since ${dateText(order.startDate)}`;
  return {
    id: order._id,
    planName: order.planName,
    status: order.status,
    state,
    detail,
    cancelable: live && !order.autoRenewCanceled,
    recurring: Boolean(order.pricing.subscription && order.pricing.subscription.cycleCount !== 1),
  };
}

/** The signed-in member's plan orders, newest first. */
export async function myPlanOrders(client: StorefrontClient): Promise<PlanOrderView[]> {
  const { orders } = await client.planOrders.memberListOrders({ limit: 50 });
  return orders.map(planOrderView);
}

export type CancelRefusal = 'NOT_ALLOWED' | 'ALREADY_ENDED' | 'OTHER';

/** Why the platform refused a cancellation, in the terms the account page has sentences for. */
export function cancelRefusalOf(error: unknown): CancelRefusal {
  const code = (error as Partial<BazaarError>)?.code;
  if (code === 'CANCELLATION_NOT_ALLOWED') return 'NOT_ALLOWED';
  if (code === 'ORDER_ALREADY_ENDED' || code === 'ORDER_ALREADY_CANCELED') return 'ALREADY_ENDED';
  return 'OTHER';
}
