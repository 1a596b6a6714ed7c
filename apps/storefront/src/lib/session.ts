import type { Tokens } from '@bazaar/sdk';

/** The `session` cookie holds the visitor's tokens as JSON; anything else is no session. */
export function parseSession(value: string | undefined | null): Tokens | undefined {
  if (!value) return undefined;
  try {
    const tokens = JSON.parse(value) as Partial<Tokens>;
    if (typeof tokens.accessToken?.value !== 'string' || typeof tokens.refreshToken?.value !== 'string')
      return undefined;
    return tokens as Tokens;
  } catch {
    return undefined;
  }
}

export const serializeSession = (tokens: Tokens): string => JSON.stringify(tokens);

/** Keeps the browser's tokens (renewed or new) in the cookie the proxy and the next visit read. */
export function writeSessionCookie(name: string, tokens: Tokens, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${name}=${encodeURIComponent(serializeSession(tokens))}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

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
