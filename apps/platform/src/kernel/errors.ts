import type { ErrorBody, FieldViolation, ViolatedRule } from '@bazaar/contracts';

/**
 * The error kinds the platform raises. Services throw them; one error handler (error-handler.ts)
 * turns them, schema failures and unknown errors into the wire bodies the official runtime reads
 * (reference §3.6). Nothing else writes an error body.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract toBody(): ErrorBody;
}

/** 400 with `details.validationError.fieldViolations`: the input is malformed. */
export class ValidationError extends AppError {
  readonly status = 400;

  constructor(readonly violations: FieldViolation[]) {
    super(violations.map((v) => `"${v.field}" ${v.description}`).join(', ') || 'Invalid argument');
  }

  static field(
    field: string,
    description: string,
    violatedRule: ViolatedRule = 'VALIDATION',
  ): ValidationError {
    return new ValidationError([{ field, description, violatedRule }]);
  }

  toBody(): ErrorBody {
    return { message: this.message, details: { validationError: { fieldViolations: this.violations } } };
  }
}

export interface ApplicationErrorInit {
  status: number;
  /** Stable upper-snake-case code callers branch on, e.g. `INSUFFICIENT_INVENTORY`. */
  code: string;
  description: string;
  /** Short summary; defaults to the description. */
  message?: string;
  data?: Record<string, unknown>;
}

/** A 4xx with `details.applicationError`: the input is well formed but a business rule says no. */
export class ApplicationError extends AppError {
  readonly status: number;
  readonly code: string;
  readonly description: string;
  readonly data: Record<string, unknown>;

  constructor(init: ApplicationErrorInit) {
    super(init.message ?? init.description);
    this.status = init.status;
    this.code = init.code;
    this.description = init.description;
    this.data = init.data ?? {};
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      details: { applicationError: { code: this.code, description: this.description, data: this.data } },
    };
  }
}

export const notFound = (entity: string, id: string): ApplicationError =>
  new ApplicationError({
    status: 404,
    code: `${entity.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_NOT_FOUND`,
    description: `${entity} ${id} was not found`,
  });

export const unauthenticated = (description: string): ApplicationError =>
  new ApplicationError({ status: 401, code: 'UNAUTHENTICATED', description });

export const forbidden = (description: string): ApplicationError =>
  new ApplicationError({ status: 403, code: 'PERMISSION_DENIED', description });

/** Any other 4xx with just a message (unknown route, unsupported media type, body too large). */
export class HttpError extends AppError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { message: this.message, details: {} };
  }
}

/** 409: a write named a revision (or raced one) that is no longer the latest; `what` names the entity, "the event". */
export const revisionMismatch = (what: string): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'REVISION_MISMATCH',
    description: `${what[0]?.toUpperCase()}${what.slice(1)} was changed since it was read; read it again and retry`,
  });
