import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';

/**
 * The storefront's settings. To use your own site, replace CLIENT_ID with the client id of one
 * of its OAuth clients (see the README: `POST /sites/v1/oauth-clients`), as a string.
 */
export const CLIENT_ID: string = DEFAULT_CLIENT_ID;

/** The demo site's client id: while it is in use, a toast tells developers to put in their own. */
export { DEFAULT_CLIENT_ID };

/** Where the platform API runs; `npm start` serves it on port 4000. */
export const API_BASE_URL = process.env.NEXT_PUBLIC_BAZAAR_API_URL ?? 'http://127.0.0.1:4000';

export const SESSION_COOKIE = 'session';
export const DAY_MS = 86_400_000;

export const STORAGE_KEYS = {
  storedClientId: 'storedClientId',
  sandboxInfoModal: 'sandboxInfoModal',
  toastClosed: 'toastClosed',
} as const;

/** App numbers of the spec (§3): an example's orderId - 1. */
const APPS = [
  { id: 0, name: 'Bookings', slug: '/booking' },
  { id: 1, name: 'Store', slug: '/store' },
  { id: 2, name: 'Events', slug: '/tickets' },
  { id: 3, name: 'Subscriptions', slug: '/subscriptions' },
] as const;

export type AppId = (typeof APPS)[number]['id'];

/** Hosted sandboxes (CodeSandbox) run the demo on a host the OAuth client does not know yet. */
export const SANDBOX_HOST_PATTERN = /\.csb\.app$/;

/**
 * A section of the platform's API reference (`/docs`, rendered by RapiDoc, whose section ids
 * are `tag--` and the name with spaces as dashes); no section: its start.
 */
export const apiReferenceUrl = (
  section?: 'Sites' | 'Stores' | 'Bookings' | 'Events' | 'Pricing plans',
): string => `${API_BASE_URL}/docs${section ? `#tag--${section.replaceAll(' ', '-')}` : ''}`;

/**
 * Where developers manage the site's OAuth clients: the reference's call that changes a client's
 * redirect URIs, with the site and client id to use in it.
 */
export const oauthSettingsUrl = (siteId: string | null, clientId: string): string =>
  `${API_BASE_URL}/docs?site=${encodeURIComponent(siteId ?? '')}&client=${encodeURIComponent(clientId)}#patch-/sites/v1/oauth-clients/-clientId-`;

export const DEPLOYED_DEMO_URL = 'https://github.com/bazaar-commerce/bazaar#readme';
