/**
 * The platform's hosted pages add this to their way back when the buyer signed in there (on a
 * plan's Order summary, say): the storefront then asks for its own sign-in without a form, and
 * the platform answers with the member that tab became. Kept in step with
 * apps/hosted/src/shared/back-to-site.ts.
 */
const SIGNED_IN_ON_HOSTED_PAGES = 'bazaarSignIn';

/** The address without the hosted pages' mark, when it carries one; undefined otherwise. */
export function withoutHostedSignInMark(href: string): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(SIGNED_IN_ON_HOSTED_PAGES)) return undefined;
  url.searchParams.delete(SIGNED_IN_ON_HOSTED_PAGES);
  return url.toString();
}
