import { ActingOnSite, createClient } from '@bazaar/sdk';
import { collaborators, invitations, sites } from '@bazaar/sdk/accounts';
import { analyticsData } from '@bazaar/sdk/analytics';
import {
  addOns,
  attendance,
  availabilityCalendar,
  bookingForms,
  bookingPolicies,
  bookings,
  services,
  staffMembers,
} from '@bazaar/sdk/bookings';
import { commerceSettings, coupons, orderFulfillments, orders, orderTransactions } from '@bazaar/sdk/ecom';
import { orders as eventOrders, guests, ticketDefinitions, tickets, wixEventsV2 } from '@bazaar/sdk/events';
import { files } from '@bazaar/sdk/media';
import { members } from '@bazaar/sdk/members';
import { orders as planOrders, plans } from '@bazaar/sdk/pricing-plans';
import * as site from '@bazaar/sdk/sites';
import { collections, products } from '@bazaar/sdk/stores';
import { subscriptions } from '@bazaar/sdk/webhooks';
import { account } from './session';

const host = { apiBaseUrl: window.location.origin };

/** The account's own calls: its sites. */
export const accountClient = createClient({ modules: { sites }, auth: account, host });

const siteClients = new Map<string, ReturnType<typeof makeSiteClient>>();
const makeSiteClient = (siteId: string) =>
  createClient({
    modules: {
      orders,
      orderFulfillments,
      orderTransactions,
      site,
      analyticsData,
      bookings,
      services,
      addOns,
      staffMembers,
      availabilityCalendar,
      attendance,
      bookingPolicies,
      bookingForms,
      collaborators,
      invitations,
      products,
      collections,
      files,
      commerceSettings,
      coupons,
      subscriptions,
      members,
      plans,
      planOrders,
      wixEventsV2,
      tickets,
      eventOrders,
      ticketDefinitions,
      guests,
    },
    auth: ActingOnSite(account, siteId),
    host,
  });

/** The calls of one site, as the role the account holds there: one client per site, made once. */
export function siteClient(siteId: string) {
  let client = siteClients.get(siteId);
  if (!client) {
    client = makeSiteClient(siteId);
    siteClients.set(siteId, client);
  }
  return client;
}
