import { ActingOnSite, createClient } from '@bazaar/sdk';
import { collaborators, invitations, sites } from '@bazaar/sdk/accounts';
import { analyticsData } from '@bazaar/sdk/analytics';
import { bookings } from '@bazaar/sdk/bookings';
import { orderFulfillments, orders, orderTransactions } from '@bazaar/sdk/ecom';
import * as site from '@bazaar/sdk/sites';
import { collections, products } from '@bazaar/sdk/stores';
import { account } from './session';

const host = { apiBaseUrl: window.location.origin };

/** The account's own calls: its sites. */
export const accountClient = createClient({ modules: { sites }, auth: account, host });

/** The calls of one site, as the role the account holds there. */
export const siteClient = (siteId: string) =>
  createClient({
    modules: {
      orders,
      orderFulfillments,
      orderTransactions,
      site,
      analyticsData,
      bookings,
      collaborators,
      invitations,
      products,
      collections,
    },
    auth: ActingOnSite(account, siteId),
    host,
  });
