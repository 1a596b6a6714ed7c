import { cookies, headers } from 'next/headers';
import { DAY_MS, SESSION_COOKIE } from '../../constants';
import { buildClient, type StorefrontClient } from './client';
import { parseSession, serializeSession } from './session';

/** How long the `session` cookie lasts (the middleware's too). */
const SESSION_MAX_AGE_SECONDS = (90 * DAY_MS) / 1000;

/**
 * The SDK client of the visitor whose page is being rendered, from the `session` cookie the
 * middleware made sure of. Server components read with it; server actions and route handlers
 * write with it (and then keep its tokens: `keepTokens`).
 */
export async function visitorClient(): Promise<StorefrontClient> {
  return buildClient(parseSession((await cookies()).get(SESSION_COOKIE)?.value));
}

/**
 * Writes the client's tokens to the `session` cookie when they changed (renewed, or a member's
 * after sign-in), so the next page starts from them. Only a server action or a route handler may
 * set cookies; none (a Logout cleared them meanwhile) are not written, or the next page would
 * start from an empty session the middleware leaves alone.
 */
export async function keepTokens(client: StorefrontClient): Promise<void> {
  const tokens = client.auth.getTokens();
  if (!tokens.accessToken.value) return;
  const jar = await cookies();
  const value = serializeSession(tokens);
  if (jar.get(SESSION_COOKIE)?.value === value) return;
  jar.set(SESSION_COOKIE, value, { path: '/', maxAge: SESSION_MAX_AGE_SECONDS, sameSite: 'lax' });
}

/** This storefront's own address: Next.js runs an action only when its Origin is this host. */
export async function storefrontOrigin(): Promise<string> {
  const request = await headers();
  return request.get('origin') ?? `http://${request.get('host') ?? '127.0.0.1:3000'}`;
}

/** Ids the platform could name: anything else is refused before any call is made. */
export const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;
