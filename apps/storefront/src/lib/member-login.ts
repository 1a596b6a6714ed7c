import { BazaarError, type OAuthData, type Tokens } from '@bazaar/sdk';
import type { BrowserClient } from './client';

/** Where the PKCE data waits for the callback: this tab only, gone when the tab closes. */
const OAUTH_DATA_KEY = 'oAuthRedirectData';

const CALLBACK_PATH = '/login-callback';

/** True when the platform refused the login page because this callback URL is not on the client's list. */
export const isRedirectUriRefused = (error: unknown): boolean =>
  error instanceof BazaarError &&
  (error.details.validationError?.fieldViolations ?? []).some(
    (violation) => violation.field === 'auth.authRequest.redirectUri',
  );

/**
 * Starts a member's sign-in (PKCE, reference §4.3): keeps the verifier and state for the callback
 * and answers the hosted login page's address, to which the browser goes next. `silent` asks
 * without a form (`prompt: none`): the platform answers at once, with a code when the tab is
 * signed in there, and the callback goes back to `returnTo` either way.
 */
export async function startLogin(
  client: BrowserClient,
  storage: Storage,
  location: Location,
  options: { silent?: boolean; returnTo?: string } = {},
): Promise<string> {
  const oauthData = await client.auth.generateOAuthData(
    `${location.origin}${CALLBACK_PATH}`,
    options.returnTo ?? location.href,
  );
  storage.setItem(OAUTH_DATA_KEY, JSON.stringify({ ...oauthData, silent: options.silent === true }));
  return (await client.auth.getAuthUrl(oauthData, options.silent ? { prompt: 'none' } : {})).authUrl;
}

/** Signed in (tokens), still a visitor by choice or a silent ask's answer (no tokens), or a problem to say. */
export type CallbackOutcome = { tokens?: Tokens; returnTo: string } | { problem: string };

/** OAuth answers that mean "still a visitor", not a failure: the person went back, or a silent ask found no sign-in. */
const STILL_A_VISITOR = new Set(['access_denied', 'login_required']);

/**
 * The login page sent the browser back here: the code, checked against this tab's state, becomes
 * member tokens. Every failure is a sentence for the member; the PKCE data is spent either way.
 */
export async function finishLogin(
  client: BrowserClient,
  storage: Storage,
  url: string,
): Promise<CallbackOutcome> {
  const stored = storage.getItem(OAUTH_DATA_KEY);
  storage.removeItem(OAUTH_DATA_KEY);
  const parsed = new URL(url);
  const error = parsed.searchParams.get('error') ?? new URLSearchParams(parsed.hash.slice(1)).get('error');
  const oauthData = stored ? (JSON.parse(stored) as OAuthData & { silent?: boolean }) : undefined;
  if (error) {
    if (oauthData && (oauthData.silent || STILL_A_VISITOR.has(error)))
      return { returnTo: safeReturn(oauthData.originalUri, url) };
    return { problem: 'The sign-in was not completed. You can try again from any page.' };
  }
  if (!oauthData) return { problem: 'This sign-in was not started in this tab, or it was already finished.' };
  try {
    const { code, state } = client.auth.parseFromUrl(url, oauthData);
    const tokens = await client.auth.getMemberTokens(code, state, oauthData);
    return { tokens, returnTo: safeReturn(oauthData.originalUri, url) };
  } catch (error) {
    console.warn('Sign-in callback refused:', error);
    return { problem: 'This sign-in link has expired or was already used. Please sign in again.' };
  }
}

/** Back to the page the sign-in started from, on this origin only; home otherwise. */
function safeReturn(originalUri: string, callbackUrl: string): string {
  const origin = new URL(callbackUrl).origin;
  if (!originalUri || !URL.canParse(originalUri)) return '/';
  const target = new URL(originalUri);
  return target.origin === origin && target.pathname !== CALLBACK_PATH ? target.href : '/';
}
