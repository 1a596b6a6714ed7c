import { createClient, OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { factors } from '@bazaar/sdk/identity';
import { members } from '@bazaar/sdk/members';
import { redirects } from '@bazaar/sdk/redirects';
import { API_BASE_URL, CLIENT_ID } from '../../constants';
import { modules as bookingsModules } from './bookings';
import { modules as eventsModules } from './events';
import { modules as plansModules } from './plans';
import { modules as storeModules } from './store';

/**
 * Every SDK module the storefront's server uses: each vertical lists its own in its file under
 * `lib/platform/` (one line here per vertical); the hosted pages' redirects and the member's
 * profile and second factors serve them all.
 */
const modules = {
  redirects,
  members,
  factors,
  ...storeModules,
  ...bookingsModules,
  ...eventsModules,
  ...plansModules,
};

/**
 * The storefront server's client of a visitor (their tokens): every read the pages render with,
 * every change a page's server actions and route handlers make for the visitor, and app detection
 * (a throwaway visitor's). The browser has no client of its own: it calls those actions.
 */
export const buildClient = (tokens: Tokens | undefined) =>
  createClient({
    modules,
    auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens ? { tokens } : {}) }),
    host: { apiBaseUrl: API_BASE_URL },
  });

export type StorefrontClient = ReturnType<typeof buildClient>;
