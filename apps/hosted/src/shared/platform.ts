import { BazaarError, createClient, NoCredentials } from '@bazaar/sdk';

export { messageOf } from './platform-messages';

/**
 * The hosted pages' one way to the platform they are served from (same origin): an SDK client
 * of the flow's own modules, with no header credential (each call carries its redirect
 * session's token). Each flow makes its client in its own folder.
 */
export const platformClient = <M extends Record<string, Record<string, unknown>>>(modules: M) =>
  createClient({ modules, auth: NoCredentials(), host: { apiBaseUrl: window.location.origin } });

/** The application error code of a failed call, and its data, when the platform sent one. */
export function applicationErrorOf(
  reason: unknown,
): { code: string; data: Record<string, unknown> } | undefined {
  if (!(reason instanceof BazaarError) || reason.kind !== 'application') return undefined;
  const error = reason.details.applicationError;
  return error ? { code: String(error.code), data: error.data } : undefined;
}
