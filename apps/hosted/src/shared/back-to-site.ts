import { memberSession } from './member-session';

/** The query parameter that tells the site its buyer signed in on the hosted pages. */
const SIGNED_IN_ON_HOSTED_PAGES = 'bazaarSignIn';

/**
 * A link back to the site. When the buyer signed in on these pages in this tab (on the plan
 * summary's way, say), it says so, and the site asks for its own sign-in without a form (OAuth
 * `prompt: none`), which that kept sign-in answers: back on the site, the buyer is the member
 * they became here, with no second click.
 */
export function backToSite(url: string): string;
export function backToSite(url: string | undefined): string | undefined;
export function backToSite(url: string | undefined): string | undefined {
  if (!url || !memberSession() || !URL.canParse(url)) return url;
  const target = new URL(url);
  target.searchParams.set(SIGNED_IN_ON_HOSTED_PAGES, 'hosted');
  return target.toString();
}
