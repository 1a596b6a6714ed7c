import type { Checkout, UpdateCheckoutRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { notFound } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { ownerOf } from '../../kernel/owner.js';
import type { CartRecord } from './cart-record.js';
import { alreadyCompleted } from './checkout-errors.js';
import * as checkouts from './checkout-repo.js';
import { CHECKOUT_FQDN } from './events.js';
import type { CartTotals, EcomService } from './service.js';

/** The priced parts of a checkout, from its lines priced now. */
export const checkoutFields = (priced: CartTotals) => ({
  lineItems: priced.cart.lineItems,
  priceSummary: priced.priceSummary,
  currency: priced.cart.currency,
  shippingInfo: priced.shippingInfo,
  appliedDiscounts: priced.cart.appliedDiscounts,
});

/**
 * Changes to an open checkout (the hosted page makes them as the buyer fills it in): contact
 * email, shipping address, shipping option and coupon. Each change prices the checkout's own
 * lines again, so the total the buyer sees is the total that is charged.
 */
export function createCheckoutUpdates({
  db,
  carts,
  clock,
}: {
  db: Database;
  carts: Pick<EcomService, 'priceCart' | 'assertCouponApplies'>;
  clock: Clock;
}) {
  async function openRecord(identity: AuthenticatedIdentity, id: string) {
    const owner = ownerOf(identity);
    const record = await checkouts.findCheckout(db, owner.siteId, id);
    if (!record || record.ownerKey !== owner.key) throw notFound('Checkout', id);
    if (record.checkout.completed) throw alreadyCompleted(record.checkout.orderId);
    return record;
  }

  /** The checkout's lines as a cart, for the pricing the cart and the checkout share. */
  const asCart = (record: checkouts.CheckoutRecord, couponCode: string | undefined): CartRecord => ({
    id: record.checkout.id,
    siteId: record.siteId,
    buyer: {},
    lineItems: record.lines,
    ...(couponCode ? { couponCode } : {}),
    createdDate: record.checkout.createdDate,
    updatedDate: record.checkout.updatedDate,
    revision: 0,
  });

  /** Prices the checkout with the changes and saves it; a newly entered coupon is checked first. */
  async function save(
    record: checkouts.CheckoutRecord,
    changes: {
      couponCode: string | undefined;
      couponIsNew?: boolean;
      email?: string | undefined;
      shippingCode?: string | undefined;
      destination?: Checkout['shippingInfo']['shippingDestination'];
    },
  ): Promise<Checkout> {
    const { couponCode } = changes;
    const previous = record.checkout.shippingInfo;
    const priced = await carts.priceCart(asCart(record, couponCode), {
      shippingCode: changes.shippingCode ?? previous.selectedCarrierServiceOption?.code,
      destination: changes.destination ?? previous.shippingDestination,
    });
    // The subtotal does not depend on the coupon, so one pricing serves the check and the save.
    if (couponCode && changes.couponIsNew)
      await carts.assertCouponApplies(record.siteId, couponCode, priced.subtotalMinor);
    const email = changes.email ?? record.checkout.buyerInfo.email;
    const next: checkouts.CheckoutRecord = {
      ...record,
      checkout: {
        ...record.checkout,
        ...checkoutFields(priced),
        buyerInfo: { ...record.checkout.buyerInfo, ...(email ? { email } : {}) },
        updatedDate: clock.now().toISOString(),
      },
      totalMinor: priced.totalMinor,
    };
    if (couponCode) next.couponCode = couponCode;
    else delete next.couponCode;
    await db.transaction(async (tx) => {
      // Locked and read again: a payment that finished meanwhile wins over this change.
      const current = await checkouts.lockCheckout(tx, record.siteId, record.checkout.id);
      if (!current || current.checkout.completed) throw alreadyCompleted(current?.checkout.orderId);
      await checkouts.saveCheckout(tx, next);
      await recordEvent(tx, {
        siteId: record.siteId,
        entityFqdn: CHECKOUT_FQDN,
        action: 'updated',
        entityId: record.checkout.id,
        entity: next.checkout,
        eventTime: clock.now().toISOString(),
      });
    });
    return next.checkout;
  }

  return {
    async updateCheckout(
      identity: AuthenticatedIdentity,
      id: string,
      request: UpdateCheckoutRequest,
    ): Promise<Checkout> {
      const record = await openRecord(identity, id);
      const shippingInfo = request.checkout?.shippingInfo;
      return save(record, {
        couponCode: request.couponCode ? request.couponCode.trim().toUpperCase() : record.couponCode,
        couponIsNew: Boolean(request.couponCode),
        email: request.checkout?.buyerInfo?.email,
        shippingCode: shippingInfo?.selectedCarrierServiceOption?.code,
        destination: shippingInfo?.shippingDestination,
      });
    },

    async removeCheckoutCoupon(identity: AuthenticatedIdentity, id: string): Promise<Checkout> {
      return save(await openRecord(identity, id), { couponCode: undefined });
    },
  };
}
