/** The hosts the official `@wix/*` clients call (reference §0); tests send them to the local platform. */
const WIX_HOSTS = /^https:\/\/(www|edge)\.wixapis\.com/;

/**
 * Replaces `globalThis.fetch` with one that sends requests for the Wix hosts to `baseUrl`. The
 * token calls of the official OAuthStrategy use the global fetch, so patching it is the only way
 * to point them elsewhere. Returns the function that restores the original.
 */
export function routeWixHostsTo(baseUrl: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    if (input instanceof Request) {
      return original(new Request(input.url.replace(WIX_HOSTS, baseUrl), input), init);
    }
    return original(String(input).replace(WIX_HOSTS, baseUrl), init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
