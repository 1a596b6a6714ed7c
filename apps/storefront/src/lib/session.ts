/**
 * The `session` cookie in the browser: what the client context reads the meta-site id from, and
 * what a Logout or a new client id removes. Its tokens are written by the storefront's server
 * (the middleware, server actions: `lib/platform/visitor.ts`).
 */

/** Reads one cookie in the browser. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=; path=/; max-age=0`;
}
