import { ALLOWED_DOMAIN_PATTERN } from '@bazaar/contracts';

/**
 * A client's allowed domains, as Wix's headless settings have them: the sites that may call the
 * public API from a browser (CORS) and that a hosted page may send a visitor back to after a
 * checkout, booking or plan purchase. Each is an origin (`https://shop.example.com`), and a local
 * one may leave its port open (`http://localhost:*`) for a developer's servers. Login redirects
 * are not among them: those must match one of the client's redirect URIs exactly.
 */
const PATTERN = new RegExp(ALLOWED_DOMAIN_PATTERN);

/** Whether `value` is an allowed domain as the API takes it (lower case, no path, no trailing slash). */
export const isAllowedDomain = (value: string): boolean => PATTERN.test(value);

/**
 * Whether the browser origin `origin` (scheme, host and port, as an `Origin` header sends it) is
 * one `domain` allows: the same origin, any port of the same scheme and host for `:*`, and any
 * subdomain (not the domain itself) for `*.`.
 */
export function domainAllows(domain: string, origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const asked = new URL(origin);
  // An Origin header is a scheme, a host and maybe a port: nothing after them.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#]+$/i.test(origin)) return false;
  const match = /^(https?):\/\/(\*\.)?([^:]+)(?::(\d+|\*))?$/.exec(domain);
  if (!match) return false;
  const [, scheme, anySubdomain, host, port] = match;
  if (asked.protocol !== `${scheme}:`) return false;
  const hostMatches = anySubdomain ? asked.hostname.endsWith(`.${host}`) : asked.hostname === host;
  if (!hostMatches) return false;
  if (port === '*') return true;
  const defaultPort = scheme === 'https' ? '443' : '80';
  return (asked.port || defaultPort) === (port ?? defaultPort);
}

/** Whether any of `domains` allows `origin`. */
export const domainsAllow = (domains: readonly string[], origin: string): boolean =>
  domains.some((domain) => domainAllows(domain, origin));
