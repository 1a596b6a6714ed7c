import { type NextRequest, NextResponse } from 'next/server';
import { API_BASE_URL, DAY_MS, SESSION_COOKIE } from './constants';
import { freshTokens, needsFreshTokens, parseSession, serializeSession } from './lib/platform/session';

/**
 * Makes sure of the `session` cookie before a page renders: a new visitor gets tokens, and a
 * session whose access token has expired gets it renewed, so the page's server components and
 * actions all call with valid tokens and none of them has to renew (they cannot keep the result).
 * If the platform refuses, the visitor sees why.
 */
export async function middleware(request: NextRequest) {
  // A session with a live access token goes on; none, an empty one (a session cleared in a race
  // with a Logout) or an expired one gets fresh tokens.
  const session = parseSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (!needsFreshTokens(session)) return NextResponse.next();
  try {
    const tokens = await freshTokens(session);
    // The page rendered for this very request reads the new session too (server components).
    request.cookies.set(SESSION_COOKIE, serializeSession(tokens));
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.cookies.set(SESSION_COOKIE, serializeSession(tokens), {
      path: '/',
      maxAge: (90 * DAY_MS) / 1000,
      sameSite: 'lax',
    });
    return response;
  } catch (error) {
    const message = `Could not get visitor tokens from ${API_BASE_URL} (${error instanceof Error ? error.message : String(error)}). Make sure you are using a valid CLIENT_ID and that the platform is running.`;
    const url = new URL('/internal/error', request.url);
    url.searchParams.set('message', message);
    return NextResponse.redirect(url);
  }
}

export const config = {
  // Pages only: not static files, images, or the error page itself.
  matcher: ['/((?!_next/|api/|internal/error|examples.json|logo.svg|favicon.ico).*)'],
};
