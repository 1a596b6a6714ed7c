'use server';

import { headers } from 'next/headers';
import { type CancelRefusal, cancelRefusalOf, checkoutLinkForPlan } from '../../lib/platform/plans';
import { visitorClient } from '../../lib/platform/visitor';

/** Ids the platform could name: anything else is refused before any call is made. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;

/** This storefront's own address: Next.js runs an action only when its Origin is this host. */
async function origin(): Promise<string> {
  const request = await headers();
  return request.get('origin') ?? `http://${request.get('host') ?? '127.0.0.1:3000'}`;
}

export type ChoosePlanResult = { ok: true; url: string } | { ok: false };

/**
 * The link to the platform's hosted "Order summary" of the plan chosen, made on the storefront's
 * server with the visitor's own session. The buyer comes back to /account, where the plan shows, once it is bought.
 */
export async function choosePlan(planId: string): Promise<ChoosePlanResult> {
  if (!isId(planId)) return { ok: false };
  try {
    return {
      ok: true,
      url: await checkoutLinkForPlan(await visitorClient(), planId, {
        postFlowUrl: `${await origin()}/account`,
        planListUrl: `${await origin()}/subscriptions`,
      }),
    };
  } catch (error) {
    console.error('A plan checkout link could not be made:', error);
    return { ok: false };
  }
}

export type CancelPlanResult = { ok: true } | { ok: false; refusal: CancelRefusal };

/**
 * Cancels the member's own plan order: a subscription at the end of the period already paid for
 * (nothing more is charged), anything else at once, as the platform allows for the plan.
 */
export async function cancelPlan(orderId: string, recurring: boolean): Promise<CancelPlanResult> {
  if (!isId(orderId)) return { ok: false, refusal: 'OTHER' };
  try {
    const client = await visitorClient();
    await client.planOrders.requestCancellation(orderId, recurring ? 'NEXT_PAYMENT_DATE' : 'IMMEDIATELY');
    return { ok: true };
  } catch (error) {
    const refusal = cancelRefusalOf(error);
    if (refusal === 'OTHER') console.error('A plan order could not be canceled:', error);
    return { ok: false, refusal };
  }
}
