import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../domain-module.js';
import { seedDemoCommerce } from '../../seed/demo-commerce.js';
import type { MailService } from '../mail/module.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { RedirectFlow } from '../redirects/flows.js';
import type { RedirectsService } from '../redirects/service.js';
import type { SitesService } from '../sites/service.js';
import { type CatalogProvider, CatalogProviders } from './catalog.js';
import { checkoutRoutes } from './checkout-routes.js';
import { createCheckoutService } from './checkout-service.js';
import { createCommerceSettingsService } from './commerce-settings.js';
import { createCouponsService } from './coupons.js';
import { ecomEvents } from './events.js';
import { hostedCheckoutRoutes } from './hosted-checkout-routes.js';
import {
  checkoutMigration,
  commerceSettingsMigration,
  couponsMigration,
  ecomMigration,
  orderAfterPaymentMigration,
  ordersByDateMigration,
} from './migrations.js';
import { createOrderFulfillments } from './orders/fulfillments.js';
import { createOrderChanges } from './orders/order-changes.js';
import { createOrderMail } from './orders/order-mail.js';
import { createOrderReads } from './orders/order-reads.js';
import { orderRoutes } from './orders/order-routes.js';
import { ordersPlacedBetween } from './orders/placed-orders-repo.js';
import { createOrderRefunds } from './orders/refunds.js';
import { ecomCheckoutFlow } from './redirect-flow.js';
import { ecomRoutes } from './routes.js';
import { createEcomService } from './service.js';

export interface EcomNeeds {
  sites: Pick<SitesService, 'getSite'>;
  mail: Pick<MailService, 'enqueue'>;
  payments: Pick<PaymentProvider, 'charge' | 'refund'>;
  redirects: Pick<RedirectsService, 'openSession'> & { registerFlow(flow: RedirectFlow): void };
}

/**
 * Carts, checkouts and orders, coupons and delivery settings. Whatever is sold comes from the
 * catalog provider of its app: verticals register theirs (`registerCatalogProvider`), and ecom
 * names none of them.
 */
export const ecomModule = defineModule({
  name: 'ecom',
  apiSections: [{ name: 'eCommerce', description: 'The cart, checkouts, payment and orders.' }],
  events: ecomEvents,
  migrations: [
    ecomMigration,
    checkoutMigration,
    couponsMigration,
    commerceSettingsMigration,
    orderAfterPaymentMigration,
    ordersByDateMigration,
  ],
  needs: ['sites', 'mail', 'payments', 'redirects'],
  create: ({ sites, mail, payments, redirects }: EcomNeeds, { db, config, clock }) => {
    const catalog = new CatalogProviders();
    const coupons = createCouponsService({ db, clock });
    const commerce = createCommerceSettingsService({ db });
    const carts = createEcomService({
      db,
      sites,
      catalog,
      coupons,
      commerce,
      storefrontUrl: config.storefrontUrl,
      clock,
    });
    const orderMail = createOrderMail(sites, mail);
    const checkout = createCheckoutService({ db, sites, catalog, carts, payments, orderMail, clock });
    const orders = createOrderReads({ db });
    const changes = createOrderChanges({ db, clock, reads: orders });
    const fulfillments = createOrderFulfillments({ db, clock, changes, orderMail });
    const refunds = createOrderRefunds({ db, clock, changes, payments, catalog, orderMail });
    redirects.registerFlow(ecomCheckoutFlow(checkout));
    return {
      carts,
      checkout,
      orders,
      fulfillments,
      refunds,
      coupons,
      commerce,
      registerCatalogProvider: (provider: CatalogProvider) => catalog.register(provider),
      /** The orders placed in [from, to): what a site's sales by day are counted from. */
      ordersPlacedBetween: (siteId: string, from: string, to: string) =>
        ordersPlacedBetween(db, siteId, from, to),
    };
  },
  routes:
    ({ carts, checkout, orders, fulfillments, refunds, coupons, commerce }, { sites, redirects }) =>
    async (app: FastifyInstance) => {
      await app.register(ecomRoutes(carts, coupons, sites, commerce));
      await app.register(checkoutRoutes(checkout));
      await app.register(orderRoutes(orders, fulfillments, refunds));
      await app.register(hostedCheckoutRoutes(redirects, checkout, orders, sites));
    },
  // Delivery, tax and a welcome coupon, on the start that made the demo site.
  seed: async ({ commerce, coupons }, _needs, demo) => {
    if (demo.fresh) await seedDemoCommerce(commerce, coupons, demo.siteId, demo.currency);
  },
});

export type EcomModuleService = Awaited<ReturnType<(typeof ecomModule)['create']>>;
