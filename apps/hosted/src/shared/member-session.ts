/**
 * A sign-in made on the hosted login page for another hosted page (a `login` session): its
 * session token, kept for this tab on the platform's origin only, so the page it returns to can
 * act for the member (the plan summary buys for them), and an app's sign-in in the same tab
 * goes through without the form, as on a site one is signed in to. It lasts as long as the
 * platform lets the token (minutes); a page that finds it refused forgets it, and so does the
 * hosted sign-out.
 */
const KEY = 'bazaar.hosted.member-session';

export function keepMemberSession(sessionToken: string): void {
  window.sessionStorage.setItem(KEY, sessionToken);
}

export function memberSession(): string | undefined {
  return window.sessionStorage.getItem(KEY) ?? undefined;
}

export function forgetMemberSession(): void {
  window.sessionStorage.removeItem(KEY);
}
