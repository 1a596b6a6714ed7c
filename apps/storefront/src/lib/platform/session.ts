import { OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { API_BASE_URL, CLIENT_ID } from '../../constants';

/** How long before its expiry an access token is renewed: a page's calls must not outlive it. */
const RENEW_MARGIN_SECONDS = 60;

/** True when the session's access token is missing, or expires before a page could be rendered with it. */
export const needsFreshTokens = (tokens: Tokens | undefined, nowSeconds = Date.now() / 1000): boolean =>
  !tokens?.accessToken.value || tokens.accessToken.expiresAt - RENEW_MARGIN_SECONDS < nowSeconds;

/**
 * Tokens for the next page (the middleware keeps them in the cookie): the session's refresh token
 * renewed, the visitor's or the member's; new visitor tokens when there is none, or the platform
 * ended that session (a logout, a password change elsewhere).
 */
export async function freshTokens(given: Tokens | undefined): Promise<Tokens> {
  const auth = OAuthStrategy({ clientId: CLIENT_ID, host: { apiBaseUrl: API_BASE_URL } });
  if (given?.refreshToken.value && given.refreshToken.role !== 'none') {
    try {
      return await auth.renewToken(given.refreshToken);
    } catch {
      // That session is over: the visitor carries on as a new one.
    }
  }
  return auth.generateVisitorTokens();
}

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
