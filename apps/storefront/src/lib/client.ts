import { createClient, OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { factors } from '@bazaar/sdk/identity';
import { members } from '@bazaar/sdk/members';
import { redirects } from '@bazaar/sdk/redirects';
import { API_BASE_URL, CLIENT_ID } from '../constants';

/*
 * The browser's clients, still used by the member's sign-in (PKCE in this tab), the member bar and
 * the account page's second factors, until those move behind `lib/platform/` too. Everything a
 * visitor reads or changes otherwise goes through the storefront's server (`lib/platform/`).
 */

const clientOf = <M extends Record<string, Record<string, unknown>>>(
  modules: M,
  tokens: Tokens | undefined,
) =>
  createClient({
    modules,
    auth: OAuthStrategy({ clientId: CLIENT_ID, ...(tokens ? { tokens } : {}) }),
    host: { apiBaseUrl: API_BASE_URL },
  });

/** The browser's client: the member's sign-in and sign-out, and the member bar's name. */
export const buildBrowserClient = (tokens: Tokens | undefined) => clientOf({ redirects, members }, tokens);

export type BrowserClient = ReturnType<typeof buildBrowserClient>;

/**
 * The account page's client: the member's profile and second factors, from the session's tokens.
 * Only that page loads it, so the identity module stays out of every other page's JavaScript.
 */
export const buildAccountClient = (tokens: Tokens | undefined) => clientOf({ members, factors }, tokens);

export type AccountClient = ReturnType<typeof buildAccountClient>;

/** Keeps the browser's tokens (renewed or new) in the cookie the middleware and the next visit read. */
export function writeSessionCookie(name: string, tokens: Tokens, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(tokens))}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
