import { BazaarError, type Tokens } from '@bazaar/sdk';
import type { SignInData, SignInStart } from '../views/member';
import type { StorefrontClient } from './client';

/** Where the hosted login page sends the browser back. */
const CALLBACK_PATH = '/login-callback';

/** True when the platform refused the login page because this callback URL is not on the client's list. */
const isRedirectUriRefused = (error: unknown): boolean =>
  error instanceof BazaarError &&
  (error.details.validationError?.fieldViolations ?? []).some(
    (violation) => violation.field === 'auth.authRequest.redirectUri',
  );

/**
 * Starts a member's sign-in (PKCE, reference §4.3): the hosted login page's address, and the
 * verifier and state the browser keeps in this tab for the callback. `silent` asks without a form
 * (`prompt: none`): the platform answers at once, with a code when the tab is signed in there, and
 * the callback goes back to `returnTo` either way.
 */
export async function startSignIn(
  client: StorefrontClient,
  origin: string,
  returnTo: string,
  silent: boolean,
): Promise<SignInStart> {
  try {
    const oauthData = await client.auth.generateOAuthData(`${origin}${CALLBACK_PATH}`, returnTo);
    const { authUrl } = await client.auth.getAuthUrl(oauthData, silent ? { prompt: 'none' } : {});
    return { ok: true, authUrl, data: { ...oauthData, silent } };
  } catch (error) {
    // The one failure a developer can fix: this storefront's callback URL is not allowed yet.
    if (isRedirectUriRefused(error)) return { ok: false, refusal: 'REDIRECT_URI' };
    console.warn('Could not open the login page:', error);
    return { ok: false, refusal: 'OTHER' };
  }
}

/** Signed in (tokens), still a visitor by choice or a silent ask's answer (no tokens), or a problem to say. */
export type CallbackOutcome = { tokens?: Tokens; returnTo: string } | { problem: string };

/** OAuth answers that mean "still a visitor", not a failure: the person went back, or a silent ask found no sign-in. */
const STILL_A_VISITOR = new Set(['access_denied', 'login_required']);

/**
 * The login page sent the browser back here: the code, checked against the state this tab kept,
 * becomes member tokens. Every failure is a sentence for the member.
 */
export async function finishSignIn(
  client: StorefrontClient,
  url: string,
  data: SignInData | undefined,
): Promise<CallbackOutcome> {
  const parsed = new URL(url);
  const error = parsed.searchParams.get('error') ?? new URLSearchParams(parsed.hash.slice(1)).get('error');
  if (error) {
    if (data && (data.silent || STILL_A_VISITOR.has(error)))
      return { returnTo: safeReturn(data.originalUri, url) };
    return { problem: 'The sign-in was not completed. You can try again from any page.' };
  }
  if (!data) return { problem: 'This sign-in was not started in this tab, or it was already finished.' };
  try {
    const { code, state } = client.auth.parseFromUrl(url, data);
    const tokens = await client.auth.getMemberTokens(code, state, data);
    return { tokens, returnTo: safeReturn(data.originalUri, url) };
  } catch (error) {
    console.warn('Sign-in callback refused:', error);
    return { problem: 'This sign-in link has expired or was already used. Please sign in again.' };
  }
}

/** Back to the page the sign-in started from, on this origin only; home otherwise. */
export function safeReturn(originalUri: string, callbackUrl: string): string {
  const origin = new URL(callbackUrl).origin;
  if (!originalUri || !URL.canParse(originalUri)) return '/';
  const target = new URL(originalUri);
  return target.origin === origin && target.pathname !== CALLBACK_PATH ? target.href : '/';
}

/** Data a browser handed back: only strings where the PKCE data has them, or none at all. */
export function signInDataOf(value: unknown): SignInData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = value as Record<string, unknown>;
  const fields = ['state', 'codeVerifier', 'codeChallenge', 'redirectUri', 'originalUri'] as const;
  if (!fields.every((field) => typeof data[field] === 'string' && (data[field] as string).length <= 2000))
    return undefined;
  return {
    state: data.state as string,
    codeVerifier: data.codeVerifier as string,
    codeChallenge: data.codeChallenge as string,
    codeChallengeMethod: 'S256',
    redirectUri: data.redirectUri as string,
    originalUri: data.originalUri as string,
    silent: data.silent === true,
  };
}
