import type { OAuthClient } from '@bazaar/contracts';

/**
 * The origins of a client's allowed redirect URIs: where a hosted page may send a visitor back or
 * post a message to. A URI stored before the edge checked URLs with the URL parser may not parse:
 * it allows nothing.
 */
export function redirectOriginsOf(client: Pick<OAuthClient, 'allowedRedirectUris'> | undefined): string[] {
  const uris = client?.allowedRedirectUris ?? [];
  return [...new Set(uris.filter((uri) => URL.canParse(uri)).map((uri) => new URL(uri).origin))];
}
