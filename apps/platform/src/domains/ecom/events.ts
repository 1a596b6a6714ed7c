import type { Cart, Checkout, Order, OrderWithFulfillments } from '@bazaar/contracts';

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
