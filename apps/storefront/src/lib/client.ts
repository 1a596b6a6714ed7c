import { createClient, OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { currentCart, orders } from '@bazaar/sdk/ecom';
import { redirects } from '@bazaar/sdk/redirects';
import { collections, products } from '@bazaar/sdk/stores';
import { API_BASE_URL, CLIENT_ID } from '../constants';

/** The storefront's one client: the visitor's tokens and the modules its pages use. */
export function buildClient(tokens: Tokens | undefined) {
  return createClient({
    modules: { products, collections, currentCart, orders, redirects },
    auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens ? { tokens } : {}) }),
    host: { apiBaseUrl: API_BASE_URL },
  });
}

export type StorefrontClient = ReturnType<typeof buildClient>;
