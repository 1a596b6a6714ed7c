import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../../constants';
import { buildClient, type StorefrontClient } from '../client';
import { parseSession } from '../session';

/**
 * The SDK client of the visitor whose page is being rendered, from the `session` cookie the
 * middleware made sure of. Server components read with it; the browser's own client writes.
 */
export async function visitorClient(): Promise<StorefrontClient> {
  return buildClient(parseSession((await cookies()).get(SESSION_COOKIE)?.value));
}
