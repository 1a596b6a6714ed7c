/**
 * `@bazaar/sdk/pricing-plans`: membership plans and their orders, as `@wix/pricing-plans` names
 * them (`plans`, `orders`).
 *
 * ```ts
 * import { plans } from '@bazaar/sdk/pricing-plans';
 * const client = createClient({ modules: { plans }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.plans.queryPublicPlans().find();
 * ```
 */

export type { PlanOrder, PlanOrderList } from './orders.js';
export * as orders from './orders.js';
export type { Plan, PublicPlan } from './plans.js';
export * as plans from './plans.js';
