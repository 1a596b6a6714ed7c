import type { FieldViolation } from '@bazaar/contracts';

export type ErrorKind = 'validation' | 'application' | 'client' | 'system';

export interface ErrorDetails {
  validationError?: { fieldViolations: FieldViolation[] };
  applicationError?: { code: string | number; description: string; data: Record<string, unknown> };
  requestId?: string;
}

/**
 * The one error the SDK throws for a failed call. `kind` says which of the four the platform
 * meant (spec §8): a validation error, an application error (a business rule said no), another
 * 4xx, or a system error (5xx, network failure, an answer that is not JSON).
 */
export class BazaarError extends Error {
  override readonly name = 'BazaarError';

  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly details: ErrorDetails,
    readonly status?: number,
    readonly requestId?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The application error code (e.g. `INSUFFICIENT_INVENTORY`), if any. */
  get code(): string | number | undefined {
    return this.details.applicationError?.code;
  }
}

interface WireBody {
  message?: unknown;
  details?: {
    validationError?: { fieldViolations?: FieldViolation[] };
    applicationError?: { code?: string | number; description?: string; data?: Record<string, unknown> };
  };
}

/** `Not Found` → `NOT_FOUND`: the code of an error that brought none of its own. */
export const constantCase = (text: string): string =>
  text
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase() || 'UNKNOWN';

export interface FailedResponse {
  status: number;
  statusText: string;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
  requestId?: string;
}

/** Builds the error of a non-200 answer, as the official runtime classifies it (reference §3.6). */
export function errorFromResponse(response: FailedResponse): BazaarError {
  const { status, requestId } = response;
  const statusText = response.statusText || `HTTP ${status}`;
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as WireBody;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;

  const violations = body.details?.validationError?.fieldViolations;
  if (Array.isArray(violations)) {
    const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const message = `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
    return new BazaarError(
      message,
      'validation',
      { validationError: { fieldViolations: sorted }, requestId },
      status,
      requestId,
    );
  }

  const application = body.details?.applicationError;
  if (application) {
    const description = application.description ?? statusText;
    const message = serverMessage ?? statusText;
    return new BazaarError(
      message === description ? message : `${message}: ${description}`,
      'application',
      {
        applicationError: {
          code: application.code ?? constantCase(statusText),
          description,
          data: application.data ?? {},
        },
        requestId,
      },
      status,
      requestId,
    );
  }

  if (status >= 400 && status < 500) {
    return new BazaarError(
      serverMessage ?? statusText,
      'client',
      { applicationError: { code: constantCase(statusText), description: statusText, data: {} }, requestId },
      status,
      requestId,
    );
  }
  return systemError(requestId, status);
}

/** A failure the caller cannot fix: a 5xx, no answer at all, or an answer that is not JSON. */
export function systemError(requestId?: string, status?: number, cause?: unknown): BazaarError {
  const message = requestId ? `System error occurred, request-id: ${requestId}` : 'System error occurred';
  return new BazaarError(message, 'system', { requestId }, status, requestId, { cause });
}
