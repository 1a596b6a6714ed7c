import { OAuthStrategy, type Tokens } from '@bazaar/sdk';
import { API_BASE_URL, CLIENT_ID } from '../../constants';

/** A new visitor's anonymous tokens (the middleware gives them to a browser without a session). */
export const newVisitorTokens = (): Promise<Tokens> =>
  OAuthStrategy({ clientId: CLIENT_ID, host: { apiBaseUrl: API_BASE_URL } }).generateVisitorTokens();

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
