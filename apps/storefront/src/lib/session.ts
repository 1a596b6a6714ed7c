/**
 * The `session` cookie in the browser, which a new client id removes (storefront §4). Its tokens
 * are read and written by the storefront's server only (the middleware, the layout, server
 * actions: `lib/platform/`).
 */

export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=; path=/; max-age=0`;
}
