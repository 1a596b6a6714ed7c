import { BazaarError, createClient, NoCredentials } from '@bazaar/sdk';
import { hostedCheckout, testPayments } from '@bazaar/sdk/hosted';

/**
 * The hosted pages' one way to the platform they are served from (same origin): the SDK, with
 * no header credential (each call carries its redirect session's token). A flow adds its SDK
 * module here and keeps its calls in its own folder.
 */
export const platform = createClient({
  modules: { hostedCheckout, testPayments },
  auth: NoCredentials(),
  host: { apiBaseUrl: window.location.origin },
});

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
