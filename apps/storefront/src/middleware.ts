import { type NextRequest, NextResponse } from 'next/server';
import { API_BASE_URL, DAY_MS, SESSION_COOKIE } from './constants';
import { newVisitorTokens, parseSession, serializeSession } from './lib/platform/session';

/**
 * Gives every new visitor tokens in the `session` cookie before the first page renders, so the
 * browser's client starts with a session (and a visitor whose cookie holds none usable, new ones).
 * If the platform refuses, the visitor sees why.
 */
export async function middleware(request: NextRequest) {
  // A session with an access token goes on; none, or an empty one (a session cleared in a race
  // with a Logout), gets new visitor tokens.
  if (parseSession(request.cookies.get(SESSION_COOKIE)?.value)?.accessToken.value) return NextResponse.next();
  try {
    const tokens = await newVisitorTokens();
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
