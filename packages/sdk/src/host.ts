/** Where the SDK sends calls when no host is given: the local platform of `npm start`. */
export const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4000';

export interface Host {
  /** A full origin (`http://127.0.0.1:4000`), or a bare host name, which means https. */
  apiBaseUrl?: string;
}

/** On servers, `BAZAAR_API_BASE_URL` replaces the default, so scripts move between hosts unchanged. */
const environmentBaseUrl = (): string | undefined =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.BAZAAR_API_BASE_URL;

/** `shop.example.com` → `https://shop.example.com`; a full origin keeps its scheme; no trailing slash. */
export function resolveApiBaseUrl(host?: Host): string {
  const raw = (host?.apiBaseUrl ?? environmentBaseUrl())?.trim();
  if (!raw) return DEFAULT_API_BASE_URL;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  return withScheme.replace(/\/+$/, '');
}
