import type { Cart, Checkout, Order, OrderWithFulfillments } from '@bazaar/contracts';
import type { EntityEvents } from '../../kernel/event-catalogue.js';

/** The entity names of ecom events, as Wix names them (`entityFqdn`). */
export const CART_FQDN = 'wix.ecom.v1.cart';
export const CHECKOUT_FQDN = 'wix.ecom.v1.checkout';
export const ORDER_FQDN = 'wix.ecom.v1.order';
export const FULFILLMENTS_FQDN = 'wix.ecom.v1.fulfillments';

declare module '../../kernel/events.js' {
  interface DomainEventEntities {
    [CART_FQDN]: Cart;
    [CHECKOUT_FQDN]: Checkout;
    [ORDER_FQDN]: Order;
    [FULFILLMENTS_FQDN]: OrderWithFulfillments;
  }
}

/** What the ecom domain announces (docs/webhooks.md). */
export const ecomEvents: EntityEvents[] = [
  {
    entityFqdn: CART_FQDN,
    entity: 'Cart',
    actions: {
      created: "A visitor's or member's cart gets its first line",
      updated: 'Lines, coupon or buyer details of a cart change',
      deleted: 'A cart is deleted',
    },
  },
  {
    entityFqdn: CHECKOUT_FQDN,
    entity: 'Checkout',
    actions: {
      created: 'A checkout is made from a cart',
      updated: 'A checkout changes or is paid (completed)',
    },
  },
  {
    entityFqdn: ORDER_FQDN,
    entity: 'Order',
    actions: {
      created: 'A checkout is paid and becomes an order',
      updated: 'An order is fulfilled, refunded or canceled',
    },
  },
  {
    entityFqdn: FULFILLMENTS_FQDN,
    entity: 'OrderWithFulfillments',
    actions: { updated: "An order's fulfillments are created, changed or deleted" },
  },
];
