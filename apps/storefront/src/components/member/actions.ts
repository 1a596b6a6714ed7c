'use server';

import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../../constants';
import { activeAuthenticator, SOMETHING_WRONG, securityProblemOf } from '../../lib/platform/member';
import { finishSignIn, signInDataOf, startSignIn } from '../../lib/platform/member-sign-in';
import { isId, keepTokens, storefrontOrigin, visitorClient } from '../../lib/platform/visitor';
import type {
  AuthenticatorView,
  EnrolmentView,
  SecurityAnswer,
  SignInOutcome,
  SignInStart,
} from '../../lib/views/member';

/** An address of this storefront the browser named, or its home page. */
async function ownAddress(value: unknown): Promise<string> {
  const origin = await storefrontOrigin();
  if (typeof value !== 'string' || value.length > 2000 || !URL.canParse(value)) return `${origin}/`;
  return new URL(value).origin === origin ? value : `${origin}/`;
}

/** The hosted login page for this tab's sign-in; `silent` picks up a sign-in made on the hosted pages. */
export async function openSignIn(returnTo: string, silent: boolean): Promise<SignInStart> {
  const client = await visitorClient();
  return startSignIn(client, await storefrontOrigin(), await ownAddress(returnTo), silent === true);
}

/** Trades the callback's code for member tokens, kept in the `session` cookie for every next page. */
export async function completeSignIn(url: string, kept: unknown): Promise<SignInOutcome> {
  const callbackUrl = await ownAddress(url);
  const client = await visitorClient();
  const outcome = await finishSignIn(client, callbackUrl, signInDataOf(kept));
  if ('problem' in outcome) return { ok: false, problem: outcome.problem };
  if (outcome.tokens) {
    client.auth.setTokens(outcome.tokens);
    await keepTokens(client);
  }
  return { ok: true, returnTo: outcome.returnTo };
}

/**
 * Ends the member's session on the platform: the answer is its logout page, which comes back to
 * `returnTo`. The cookie goes now, so the next page gets new visitor tokens from the middleware.
 */
export async function signOut(returnTo: string): Promise<{ ok: true; logoutUrl: string } | { ok: false }> {
  const client = await visitorClient();
  try {
    const { logoutUrl } = await client.auth.logout(await ownAddress(returnTo));
    (await cookies()).delete(SESSION_COOKIE);
    return { ok: true, logoutUrl };
  } catch (error) {
    console.warn('Could not open the logout page:', error);
    return { ok: false };
  }
}

async function attempt<T>(change: () => Promise<T>): Promise<SecurityAnswer<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    return { ok: false, problem: securityProblemOf(error) };
  }
}

/** Starts setting up an authenticator app: its key and QR code, waiting for the app's first code. */
export async function enrolAuthenticator(): Promise<SecurityAnswer<EnrolmentView>> {
  const client = await visitorClient();
  return attempt(async () => {
    const { factor, totp } = await client.factors.createFactor('TOTP');
    return { factorId: factor.factorId, otpauthUri: totp?.otpauthUri ?? '', secret: totp?.secret ?? '' };
  });
}

/** Turns the new app on with its first code: the answer is the recovery codes, shown once. */
export async function activateAuthenticator(
  factorId: string,
  code: string,
): Promise<SecurityAnswer<string[]>> {
  if (!isId(factorId) || typeof code !== 'string' || code.length > 20)
    return { ok: false, problem: SOMETHING_WRONG };
  const client = await visitorClient();
  return attempt(
    async () => (await client.factors.activateFactor(factorId, code.replace(/\s/g, ''))).recoveryCodes ?? [],
  );
}

/** Turns two-step verification off. */
export async function removeAuthenticator(factorId: string): Promise<SecurityAnswer<null>> {
  if (!isId(factorId)) return { ok: false, problem: SOMETHING_WRONG };
  const client = await visitorClient();
  return attempt(async () => {
    await client.factors.deleteFactor(factorId);
    return null;
  });
}

/** The member's authenticator app as it is now (after the recovery codes were saved). */
export async function currentAuthenticator(): Promise<SecurityAnswer<AuthenticatorView | undefined>> {
  const client = await visitorClient();
  return attempt(async () => activeAuthenticator(await client.factors.listFactors()));
}
