import type { Plan } from '@bazaar/contracts';

/** A plan as stored: its wire shape (less what is derived) and the site it belongs to. */
export interface PlanRecord extends Omit<Plan, 'hasOrders'> {
  siteId: string;
  revision: number;
}

/** A stored plan with the flag kept in its own column. */
export interface StoredPlan extends PlanRecord {
  hasOrders: boolean;
}
