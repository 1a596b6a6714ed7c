import type { OAuthData } from '@bazaar/sdk';

/** Who the page is for, as the storefront's server read it from the `session` cookie. */
export type Who = { kind: 'visitor' } | { kind: 'member'; name: string };

/**
 * PKCE data of a sign-in this tab started (reference §4.3): the browser keeps it in this tab's
 * session storage until the callback hands it back to the storefront's server. `silent` is an ask
 * without a form (`prompt: none`), whose every error only means "still a visitor".
 */
export type SignInData = OAuthData & { silent: boolean };

/** The hosted login page to go to, or why there is none (only a refused callback URL is the developer's to fix). */
export type SignInStart =
  | { ok: true; authUrl: string; data: SignInData }
  | { ok: false; refusal: 'REDIRECT_URI' | 'OTHER' };

/** Signed in, still a visitor by choice or a silent ask's answer, or a sentence for the member. */
export type SignInOutcome = { ok: true; returnTo: string } | { ok: false; problem: string };

/** The member's authenticator app as the account page shows it (no secret: that is shown once). */
export interface AuthenticatorView {
  factorId: string;
}

/** A new authenticator app waiting for its first code. */
export interface EnrolmentView {
  factorId: string;
  otpauthUri: string;
  secret: string;
}

/** The account page's two-step part: a visitor, a member (with their app, if on), or a failed read. */
export type SecurityView =
  | { kind: 'visitor' }
  | { kind: 'failed' }
  | { kind: 'member'; authenticator?: AuthenticatorView };

/** An answer of a two-step change: its result, or a sentence for the member. */
export type SecurityAnswer<T> = { ok: true; value: T } | { ok: false; problem: string };
