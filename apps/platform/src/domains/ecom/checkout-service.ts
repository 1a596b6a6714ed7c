import type {
  Checkout,
  CreateCheckoutRequest,
  CreateCheckoutWithLinesRequest,
  Order,
  PayCheckoutRequest,
  ShippingDestination,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import { ownerOf } from '../../kernel/owner.js';
import { orderConfirmationMail } from '../mail/templates/store/order-confirmation.js';
import { requireApproved } from '../payments/charge-outcome.js';
import { cardCharge } from '../payments/payment-keys.js';
import type { PaymentProvider } from '../payments/provider.js';
import { requireShownTotal } from '../payments/shown-total.js';
import type { SitesService } from '../sites/service.js';
import type { CatalogProviders, PlacedOrder } from './catalog.js';
import { alreadyCompleted } from './checkout-errors.js';
import * as checkouts from './checkout-repo.js';
import { checkoutFields, createCheckoutUpdates } from './checkout-updates.js';
import { CHECKOUT_FQDN, ORDER_FQDN } from './events.js';
import { mailSiteOf, type OrderMail } from './orders/order-mail.js';
import { saveTransactions } from './orders/orders-repo.js';
import { cardPaymentOf } from './orders/transactions.js';
import * as cartRepo from './repo.js';
import type { CartTotals, EcomService } from './service.js';

/** What checking out reads and changes: the site, the lines' apps, the cart, payment and the time. */
export interface CheckoutDependencies {
  db: Database;
  sites: Pick<SitesService, 'getSite'>;
  catalog: Pick<CatalogProviders, 'reserve'>;
  carts: Pick<EcomService, 'estimateCurrentCartTotals' | 'priceCart' | 'priceLines' | 'assertCouponApplies'>;
  payments: Pick<PaymentProvider, 'charge'>;
  orderMail: OrderMail;
  clock: Clock;
}

/** Who pays, as the checkout knows them: the email they pay with, and the names of a delivery's contact. */
function buyerOf(email: string, destination: ShippingDestination | undefined): PlacedOrder['buyer'] {
  const contact = destination?.contactDetails;
  return {
    email,
    ...(contact
      ? {
          firstName: contact.firstName,
          lastName: contact.lastName,
          ...(contact.phone ? { phone: contact.phone } : {}),
        }
      : {}),
  };
}

export function createCheckoutService(deps: CheckoutDependencies) {
  const { db, sites, catalog, carts, payments, orderMail, clock } = deps;

  async function requireAcceptsPayments(siteId: string): Promise<void> {
    if ((await sites.getSite(siteId)).settings.acceptsPayments) return;
    throw new ApplicationError({
      status: 428,
      code: 'SITE_MUST_ACCEPT_PAYMENTS',
      message: 'This site cannot take payments',
      description: 'Upgrade the site to accept payments online before creating a checkout',
    });
  }

  /**
   * Keeps priced lines as a checkout: refused when there are none or when one cannot be bought
   * now. `madeFrom` says whether paying it empties the cart (a cart's checkout) or not.
   */
  async function freeze(
    identity: AuthenticatedIdentity,
    priced: CartTotals,
    options: { email?: string | undefined; madeFrom: 'cart' | 'lines' },
  ): Promise<Checkout> {
    const owner = ownerOf(identity);
    const { cart } = priced;
    if (cart.lineItems.length === 0) {
      throw new ApplicationError({
        status: 400,
        code: 'CART_IS_EMPTY',
        description: 'Add something to the cart before checking out',
      });
    }
    const unavailable = cart.lineItems.filter((line) => line.availability.status !== 'AVAILABLE');
    if (unavailable.length > 0) {
      throw new ApplicationError({
        status: 409,
        code: 'ITEM_NOT_AVAILABLE',
        description: `Not available in the asked quantity: ${unavailable.map((line) => line.productName.original).join(', ')}`,
        data: { lineItemIds: unavailable.map((line) => line.id) },
      });
    }
    const now = clock.now().toISOString();
    const coupon = cart.appliedDiscounts.find((discount) => discount.coupon)?.coupon;
    const record: checkouts.CheckoutRecord = {
      checkout: {
        ...checkoutFields(priced),
        id: newId(),
        buyerInfo: { ...cart.buyerInfo, ...(options.email ? { email: options.email } : {}) },
        completed: false,
        createdDate: now,
        updatedDate: now,
      },
      siteId: owner.siteId,
      ownerKey: owner.key,
      totalMinor: priced.totalMinor,
      lines: cart.lineItems.map((line) => ({
        id: line.id,
        appId: line.catalogReference.appId,
        productId: line.catalogReference.catalogItemId,
        variantId: line.catalogReference.options?.variantId ?? '',
        options: line.catalogReference.options?.options ?? {},
        quantity: line.quantity,
      })),
      ...(coupon ? { couponCode: coupon.code } : {}),
      ...(options.madeFrom === 'lines' ? { madeFrom: 'lines' as const } : {}),
    };
    const { checkout } = record;
    await db.transaction(async (tx) => {
      await checkouts.insertCheckout(tx, record);
      await recordEvent(tx, {
        siteId: owner.siteId,
        entityFqdn: CHECKOUT_FQDN,
        action: 'created',
        entityId: checkout.id,
        entity: checkout,
        eventTime: clock.now().toISOString(),
      });
    });
    return checkout;
  }
  return {
    ...createCheckoutUpdates(deps),

    /**
     * Freezes the current cart into a checkout. A site that does not accept payments refuses,
     * and so does an empty cart or one with items that cannot be bought now.
     */
    async createCheckoutFromCurrentCart(
      identity: AuthenticatedIdentity,
      request: CreateCheckoutRequest,
    ): Promise<string> {
      await requireAcceptsPayments(ownerOf(identity).siteId);
      const priced = await carts.estimateCurrentCartTotals(identity, {
        shippingCode: request.selectedShippingOption?.code,
      });
      return (await freeze(identity, priced, { email: request.email, madeFrom: 'cart' })).id;
    },

    /**
     * A checkout of the given lines, apart from the cart ("Buy now", `checkout.createCheckout`):
     * priced as a cart of their own, refused as a cart would be; the cart is never touched.
     */
    async createCheckout(
      identity: AuthenticatedIdentity,
      request: CreateCheckoutWithLinesRequest,
    ): Promise<Checkout> {
      await requireAcceptsPayments(ownerOf(identity).siteId);
      const priced = await carts.priceLines(identity, request.lineItems, request.couponCode);
      return freeze(identity, priced, { email: request.checkoutInfo?.buyerInfo?.email, madeFrom: 'lines' });
    },

    async getCheckout(identity: AuthenticatedIdentity, id: string): Promise<Checkout> {
      const owner = ownerOf(identity);
      const record = await checkouts.findCheckout(db, owner.siteId, id);
      if (!record || record.ownerKey !== owner.key) throw notFound('Checkout', id);
      return record.checkout;
    },

    /**
     * Pays a checkout and places the order, all or nothing: stock is taken under row locks, then
     * the card is charged; if either fails the transaction rolls back, so a buyer who loses the
     * race for the last item is told so and not charged, and a declined card keeps the stock.
     */
    async payCheckout(
      identity: AuthenticatedIdentity,
      id: string,
      request: PayCheckoutRequest,
    ): Promise<Order> {
      const owner = ownerOf(identity);
      const read = await sites.getSite(owner.siteId);
      const { currency } = read.settings;
      const site = mailSiteOf(owner.siteId, read);
      return db.transaction(async (tx) => {
        const record = await checkouts.lockCheckout(tx, owner.siteId, id);
        if (!record || record.ownerKey !== owner.key) throw notFound('Checkout', id);
        if (record.checkout.completed) throw alreadyCompleted(record.checkout.orderId);
        const { shippingInfo } = record.checkout;
        if (shippingInfo.carrierServiceOptions.length > 0 && !shippingInfo.shippingDestination) {
          throw new ApplicationError({
            status: 400,
            code: 'SHIPPING_ADDRESS_REQUIRED',
            description: 'Add a shipping address to the checkout before paying',
          });
        }
        requireShownTotal(request.shownTotal, record.totalMinor, currency);
        await catalog.reserve(
          tx,
          owner.siteId,
          currency,
          record.lines.map((line) => ({
            appId: line.appId,
            lineId: line.id,
            catalogItemId: line.productId,
            variantId: line.variantId,
            quantity: line.quantity,
          })),
          { checkoutId: id, identity, buyer: buyerOf(request.email, shippingInfo.shippingDestination) },
        );
        const charge = await payments.charge(
          cardCharge({
            siteId: owner.siteId,
            amountMinor: record.totalMinor,
            currency,
            card: request.card,
            reference: id,
            authentication: request.authentication,
          }),
        );
        // Nothing is kept: the stock taken above goes back when this error rolls the work back.
        requireApproved(charge);
        await checkouts.lockOrderNumbers(tx, owner.siteId);
        const now = clock.now().toISOString();
        const order: Order = {
          id: newId(),
          number: String(await checkouts.nextOrderNumber(tx, owner.siteId)),
          checkoutId: id,
          lineItems: record.checkout.lineItems,
          priceSummary: record.checkout.priceSummary,
          shippingInfo,
          appliedDiscounts: record.checkout.appliedDiscounts,
          currency,
          buyerInfo: { ...record.checkout.buyerInfo, email: request.email },
          status: 'APPROVED',
          paymentStatus: 'PAID',
          fulfillmentStatus: 'NOT_FULFILLED',
          activities: [
            { type: 'ORDER_PLACED', createdDate: now },
            { type: 'ORDER_PAID', createdDate: now },
          ],
          createdDate: now,
          updatedDate: now,
        };
        await checkouts.insertOrder(tx, owner.siteId, owner.key, order);
        // The payment is the order's first transaction: what its refunds are made of.
        await saveTransactions(tx, owner.siteId, {
          orderId: order.id,
          payments: [cardPaymentOf(newId(), charge.transactionId, record.totalMinor, currency, now)],
          refunds: [],
          stock: record.lines.map((line) => ({
            lineId: line.id,
            appId: line.appId,
            catalogItemId: line.productId,
            variantId: line.variantId,
          })),
        });
        record.checkout = { ...record.checkout, completed: true, orderId: order.id, updatedDate: now };
        await checkouts.saveCheckout(tx, record);
        await orderMail.send(tx, orderConfirmationMail(site, order));
        // A cart's checkout empties the cart it was made of; a "Buy now" leaves the cart alone.
        if (record.madeFrom !== 'lines') await cartRepo.deleteCart(tx, owner.siteId, owner.key);
        await recordEvent(tx, {
          siteId: owner.siteId,
          entityFqdn: CHECKOUT_FQDN,
          action: 'updated',
          entityId: id,
          entity: record.checkout,
          eventTime: clock.now().toISOString(),
        });
        await recordEvent(tx, {
          siteId: owner.siteId,
          entityFqdn: ORDER_FQDN,
          action: 'created',
          entityId: order.id,
          entity: order,
          eventTime: clock.now().toISOString(),
        });
        return order;
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
