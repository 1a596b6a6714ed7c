import type { TokenRequest, TokenResponse } from '@bazaar/contracts';
import { REQUEST_ID_HEADER } from '@bazaar/contracts/constants';
import { BazaarError } from '../errors.js';
import { type Host, resolveApiBaseUrl } from '../host.js';
import { HttpClient } from '../http.js';
import { memberSessionCalls, type OAuthData } from './member-session.js';
import { memberSignInCalls } from './member-sign-in.js';
import { CODE_CHALLENGE_METHOD, generateCodeChallenge, generateCodeVerifier, generateState } from './pkce.js';
import type { AuthStrategy } from './strategy.js';
import { emptyTokens, isTokenExpired, nowInSeconds, type TokenRole, type Tokens } from './tokens.js';

export interface OAuthStrategyOptions {
  clientId: string;
  /** Tokens kept from an earlier visit (e.g. a `session` cookie); new visitor tokens otherwise. */
  tokens?: Tokens;
  /** The platform that issues tokens; defaults to the client's host, then the local platform. */
  host?: Host;
  fetch?: typeof fetch;
}

export type { AuthUrlOptions, OAuthData } from './member-session.js';

export type OAuthStrategy = ReturnType<typeof OAuthStrategy>;

/**
 * Visitor and member tokens for a storefront. Tokens are renewed on the client before a call when
 * the access token has expired (in seconds, spec §5); the refresh token is kept across renewals,
 * because the platform does not rotate it.
 */
export function OAuthStrategy(options: OAuthStrategyOptions) {
  let tokens: Tokens = options.tokens ?? emptyTokens();
  let host = options.host;
  let pending: Promise<Tokens> | undefined;

  async function callTokenEndpoint(body: TokenRequest, role: TokenRole): Promise<Tokens> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${resolveApiBaseUrl(host)}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (cause) {
      throw new BazaarError('something went wrong', 'system', {}, undefined, undefined, { cause });
    }
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    const payload = (await response.json().catch(() => undefined)) as Partial<TokenResponse> | undefined;
    if (response.status !== 200 || !payload?.access_token) {
      // The spec's message for every failure of the token endpoint; the answer is kept in details.
      const details = {
        requestId,
        applicationError: {
          code: response.status,
          description: response.statusText,
          data: { response: payload },
        },
      };
      throw new BazaarError('something went wrong', 'application', details, response.status, requestId);
    }
    return {
      accessToken: { value: payload.access_token, expiresAt: nowInSeconds() + Number(payload.expires_in) },
      refreshToken: { value: payload.refresh_token ?? '', role },
    };
  }

  async function generateVisitorTokens(given?: Partial<Tokens>): Promise<Tokens> {
    const access = given?.accessToken;
    if (access?.value && given?.refreshToken?.value && !isTokenExpired(access)) {
      return { accessToken: access, refreshToken: given.refreshToken };
    }
    if (given?.refreshToken?.value && given.refreshToken.role === 'visitor') {
      try {
        return await renewToken(given.refreshToken);
      } catch {
        // An expired or revoked visitor session: start a new one.
      }
    }
    return callTokenEndpoint({ clientId: options.clientId, grantType: 'anonymous' }, 'visitor');
  }

  /** A new access token for the same refresh token; the refresh token itself is kept. */
  async function renewToken(refreshToken: Tokens['refreshToken']): Promise<Tokens> {
    const renewed = await callTokenEndpoint(
      { clientId: options.clientId, grantType: 'refresh_token', refreshToken: refreshToken.value },
      refreshToken.role,
    );
    return { accessToken: renewed.accessToken, refreshToken };
  }

  /** Valid tokens for the next call: kept, renewed, or (when renewal fails) new visitor tokens. */
  async function ensureTokens(): Promise<Tokens> {
    if (tokens.accessToken.value && !isTokenExpired(tokens.accessToken)) return tokens;
    // Calls made while a renewal runs wait for that one instead of starting their own.
    pending ??= (async () => {
      try {
        if (tokens.refreshToken.value) {
          try {
            return await renewToken(tokens.refreshToken);
          } catch {
            // The session is gone (revoked or expired): continue as a new visitor.
          }
        }
        return await generateVisitorTokens();
      } finally {
        pending = undefined;
      }
    })();
    tokens = await pending;
    return tokens;
  }

  async function getAuthHeaders(): Promise<Record<string, string>> {
    return { authorization: (await ensureTokens()).accessToken.value };
  }

  /** A client that calls with this strategy's current tokens (the visitor's, or the member's). */
  const http = () =>
    new HttpClient({
      apiBaseUrl: resolveApiBaseUrl(host),
      authHeaders: getAuthHeaders,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const memberSession = memberSessionCalls({
    clientId: options.clientId,
    http,
    tokenEndpoint: callTokenEndpoint,
    clearTokens: () => {
      tokens = emptyTokens();
    },
  });

  return {
    elevated: false as const,
    clientId: options.clientId,
    generateVisitorTokens,
    renewToken,
    getTokens: (): Tokens => tokens,
    setTokens(next: Tokens): void {
      tokens = next;
    },
    /** True when the session belongs to a signed-in member. */
    loggedIn: (): boolean => tokens.refreshToken.role === 'member',
    getAuthHeaders,
    useHost(clientHost: Host): void {
      host ??= clientHost;
    },
    /** PKCE data for a login: keep it until the callback, then pass it to the token exchange. */
    async generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData> {
      const codeVerifier = generateCodeVerifier();
      return {
        state: generateState(),
        codeVerifier,
        codeChallenge: await generateCodeChallenge(codeVerifier),
        codeChallengeMethod: CODE_CHALLENGE_METHOD,
        redirectUri,
        originalUri: originalUri ?? '',
      };
    },
    ...memberSession,
    ...memberSignInCalls(http),
  } satisfies AuthStrategy & Record<string, unknown>;
}
