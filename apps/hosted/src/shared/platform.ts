import { BazaarError, createClient, NoCredentials } from '@bazaar/sdk';

/**
 * The hosted pages' one way to the platform they are served from (same origin): an SDK client
 * of the flow's own modules, with no header credential (each call carries its redirect
 * session's token). Each flow makes its client in its own folder.
 */
export const platformClient = <M extends Record<string, Record<string, unknown>>>(modules: M) =>
  createClient({ modules, auth: NoCredentials(), host: { apiBaseUrl: window.location.origin } });

/** What a page says about a failed call: the platform's description of what went wrong. */
export function messageOf(reason: unknown): string {
  if (!(reason instanceof BazaarError)) return 'Something went wrong';
  const violation = reason.details.validationError?.fieldViolations[0];
  if (violation) return `Check ${violation.field}: ${violation.description}`;
  if (reason.kind === 'system') return 'Something went wrong; please try again';
  return reason.details.applicationError?.description ?? reason.message;
}

/** The application error code of a failed call, and its data, when the platform sent one. */
export function applicationErrorOf(
  reason: unknown,
): { code: string; data: Record<string, unknown> } | undefined {
  if (!(reason instanceof BazaarError) || reason.kind !== 'application') return undefined;
  const error = reason.details.applicationError;
  return error ? { code: String(error.code), data: error.data } : undefined;
}
