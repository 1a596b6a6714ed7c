import { DASHBOARD_CLIENT_ID } from '@bazaar/contracts/constants';
import { type OAuthData, OAuthStrategy, type Tokens } from '@bazaar/sdk';

/**
 * The signed-in account of this browser: the dashboard's OAuth client, tokens kept in this
 * browser's storage (never an API key), renewed by the strategy before a call when they expire.
 */
const TOKENS = 'bazaar.dashboard.tokens';
const PENDING = 'bazaar.dashboard.sign-in';
const CALLBACK_PATH = '/dashboard/callback';

const kept = (): Tokens | undefined => {
  const raw = localStorage.getItem(TOKENS);
  return raw ? (JSON.parse(raw) as Tokens) : undefined;
};

export const account = OAuthStrategy({
  clientId: DASHBOARD_CLIENT_ID,
  host: { apiBaseUrl: window.location.origin },
  ...(kept() ? { tokens: kept() } : {}),
});

export const signedIn = (): boolean => account.loggedIn();

/** Sends the browser to the hosted sign-in page; it comes back to the callback, then to `returnTo`. */
export async function startSignIn(returnTo: string): Promise<void> {
  const data = await account.generateOAuthData(`${window.location.origin}${CALLBACK_PATH}`, returnTo);
  sessionStorage.setItem(PENDING, JSON.stringify(data));
  const { authUrl } = await account.getAuthUrl(data);
  window.location.assign(authUrl);
}

/** The callback: the code becomes the account's tokens; answers where to go next (this origin only). */
export async function finishSignIn(url: string): Promise<string> {
  const raw = sessionStorage.getItem(PENDING);
  if (!raw) throw new Error('This sign-in was not started in this tab, or it was already finished.');
  sessionStorage.removeItem(PENDING);
  const data = JSON.parse(raw) as OAuthData;
  const { code, state } = account.parseFromUrl(url, data);
  const tokens = await account.getMemberTokens(code, state, data);
  account.setTokens(tokens);
  localStorage.setItem(TOKENS, JSON.stringify(tokens));
  const target = URL.canParse(data.originalUri) ? new URL(data.originalUri) : undefined;
  return target?.origin === window.location.origin && target.pathname !== CALLBACK_PATH
    ? `${target.pathname}${target.search}`
    : '/dashboard';
}

/** Ends the session on the platform and here; answers the page that finishes signing out. */
export async function signOut(): Promise<string> {
  const { logoutUrl } = await account.logout(`${window.location.origin}/dashboard`);
  localStorage.removeItem(TOKENS);
  return logoutUrl;
}
