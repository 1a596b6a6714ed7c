import { DEFAULT_CLIENT_ID } from '@bazaar/contracts/constants';
import type { APIRequestContext } from '@playwright/test';

const PLATFORM = 'http://127.0.0.1:4000';

/**
 * A `bookingsBook` link as a headless site makes one: a visitor's token from the demo client,
 * then a redirect session back to the storefront's /booking. The storefront has its own booking
 * page, so this is how a site without one would send visitors to the hosted "Book Online" page.
 */
export async function bookOnlineLink(request: APIRequestContext, bookingsBook: { resourceId?: string } = {}) {
  const token = await request.post(`${PLATFORM}/oauth2/token`, {
    data: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const session = await request.post(`${PLATFORM}/redirect-session/v1/redirect-session`, {
    headers: { authorization: accessToken },
    data: { bookingsBook, callbacks: { postFlowUrl: 'http://127.0.0.1:3000/booking' } },
  });
  if (!session.ok()) throw new Error(await session.text());
  return ((await session.json()) as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl;
}
