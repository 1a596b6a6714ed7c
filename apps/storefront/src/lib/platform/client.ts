import { createClient, OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { availabilityCalendar, bookings, bookingsSettings, services } from '@bazaar/sdk/bookings';
import { checkout, currentCart, orders } from '@bazaar/sdk/ecom';
import { orders as eventOrders, rsvp, wixEventsV2 } from '@bazaar/sdk/events';
import { factors } from '@bazaar/sdk/identity';
import { members } from '@bazaar/sdk/members';
import { orders as planOrders, plans } from '@bazaar/sdk/pricing-plans';
import { redirects } from '@bazaar/sdk/redirects';
import { collections, products } from '@bazaar/sdk/stores';
import { API_BASE_URL, CLIENT_ID } from '../constants';

const clientOf = <M extends Record<string, Record<string, unknown>>>(
  modules: M,
  tokens: Tokens | undefined,
) =>
  createClient({
    modules,
    auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens ? { tokens } : {}) }),
    host: { apiBaseUrl: API_BASE_URL },
  });

/**
 * The storefront server's client of a visitor (their tokens): every read the pages render with
 * (catalogue, collections, cart, orders, bookable services, events and their tickets), app
 * detection, the ticket reservation the tickets page's server action makes with a checkout link
 * (`eventOrders`: the events module's `orders`, named apart from the store's), the RSVP its
 * other action sends, membership plans with a member's own plan orders (`planOrders`), and the
 * account page's bookings (the member's own, with the free times to move one to).
 */
export const buildClient = (tokens: Tokens | undefined) =>
  clientOf(
    {
      products,
      collections,
      currentCart,
      orders,
      redirects,
      services,
      wixEventsV2,
      eventOrders,
      rsvp,
      plans,
      planOrders,
      bookings,
      availabilityCalendar,
      bookingsSettings,
    },
    tokens,
  );

export type StorefrontClient = ReturnType<typeof buildClient>;

/**
 * The browser's client: only what a visitor changes (the cart, a product's Buy now checkout,
 * checkout links), the signed-in
 * member's name for the member bar, and the one read that needs the browser: a service's free
 * times, shown in the visitor's own time zone, which the server cannot know (one small method).
 * Pages arrive rendered with their data, so the catalogue's modules stay out of the browser's
 * JavaScript.
 */
export const buildBrowserClient = (tokens: Tokens | undefined) =>
  clientOf({ currentCart, checkout, redirects, availabilityCalendar, members }, tokens);

export type BrowserClient = ReturnType<typeof buildBrowserClient>;

/**
 * The account page's client: the member's profile and second factors, from the session's tokens.
 * Only that page loads it, so the identity module stays out of every other page's JavaScript.
 */
export const buildAccountClient = (tokens: Tokens | undefined) => clientOf({ members, factors }, tokens);

export type AccountClient = ReturnType<typeof buildAccountClient>;
