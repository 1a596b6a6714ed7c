import { type Static, Type } from 'typebox';

/**
 * `paidPlansCheckout` of a redirect session (reference §2.8): the hosted "Order summary" page of
 * one plan. Anyone may open it; buying needs a member.
 */
export const PaidPlansCheckoutSchema = Type.Object({
  planId: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PaidPlansCheckout = Static<typeof PaidPlansCheckoutSchema>;
