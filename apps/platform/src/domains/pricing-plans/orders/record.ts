import type { OrderState } from './steps.js';

/** A plan order as stored: the rules' state plus who bought what, at which price. */
export interface PlanOrderRecord extends OrderState {
  id: string;
  siteId: string;
  planId: string;
  subscriptionId: string;
  memberId: string;
  contactId: string;
  planName: string;
  planDescription: string;
  /** One payment, as a decimal string in `currency`. */
  price: string;
  currency: string;
  autoRenewCanceled: boolean;
  /** The provider's id of the kept card that pays later cycles (online orders). */
  paymentMethodId?: string;
  /** Bookings the order covers in all, from the plan when bought (absent: no limit). */
  sessionLimit?: number;
  /** Bookings paid with the order so far. */
  sessionsUsed?: number;
  /** The hosted session that bought it: a page sent twice makes one order. */
  source?: string;
  /** Money the owner gave back when canceling, by cycle (the provider's refund id). */
  refunds?: { cycle: number; amount: string; refundId: string; at: string }[];
  revision: number;
  createdDate: string;
  updatedDate: string;
}
