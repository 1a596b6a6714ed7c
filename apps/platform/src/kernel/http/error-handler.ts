import { type FieldViolation, REQUEST_ID_HEADER, type ViolatedRule } from '@bazaar/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ApplicationError, HttpError, ValidationError } from '../errors.js';

/** The parts of an Ajv error that the mapping reads. */
interface SchemaViolation {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const RULES: Record<string, ViolatedRule> = {
  required: 'REQUIRED_FIELD',
  minimum: 'MIN',
  exclusiveMinimum: 'MIN',
  maximum: 'MAX',
  exclusiveMaximum: 'MAX',
  minLength: 'MIN_LENGTH',
  maxLength: 'MAX_LENGTH',
  minItems: 'MIN_SIZE',
  maxItems: 'MAX_SIZE',
  format: 'FORMAT',
  pattern: 'FORMAT',
  type: 'FORMAT',
  enum: 'INVALID_ENUM_VALUE',
  const: 'INVALID_ENUM_VALUE',
  additionalProperties: 'FIELD_NOT_ALLOWED',
};

/** `/lineItems/0/quantity` → `lineItems[0].quantity`, the field form of Wix violations. */
export function fieldPath(instancePath: string, child?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segments.push(child);
  return segments.reduce((path, segment) => {
    if (/^\d+$/.test(segment)) return `${path}[${segment}]`;
    return path ? `${path}.${segment}` : segment;
  }, '');
}

/**
 * The most violations one error lists: enough to fix a form, while a malformed array of a
 * thousand items still gets a short answer (the rest are the same mistake again).
 */
const MAX_LISTED_VIOLATIONS = 20;

export function violationsOf(errors: readonly SchemaViolation[]): FieldViolation[] {
  return errors.slice(0, MAX_LISTED_VIOLATIONS).map((error) => {
    const child =
      typeof error.params.missingProperty === 'string'
        ? error.params.missingProperty
        : typeof error.params.additionalProperty === 'string'
          ? error.params.additionalProperty
          : undefined;
    return {
      field: fieldPath(error.instancePath, child) || '(root)',
      description: error.keyword === 'required' ? 'is required' : (error.message ?? 'is invalid'),
      violatedRule: RULES[error.keyword] ?? 'VALIDATION',
      // Always an object: the official sign-up reads `data.type` of every violation (reference §4.4),
      // and a malformed email is `EMAIL` there.
      data: error.keyword === 'format' && error.params.format === 'email' ? { type: 'EMAIL' } : {},
    };
  });
}

/** Fastify's own 4xx errors (bad JSON, media type, body size) as wire errors with a clear message. */
function frameworkError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'Unsupported media type: API calls take JSON (Content-Type: application/json), uploads an image type',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'The Content-Length header does not match the body');
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return new HttpError(400, `The request body is not valid JSON: ${error.message}`);
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return new HttpError(error.statusCode, error.message);
      }
      return undefined;
  }
}

/**
 * The only place that writes error bodies: validation, application and other 4xx errors as the
 * official runtime reads them (reference §3.6); anything unexpected becomes a 500 that names the
 * request id and leaks nothing else.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known: AppError | undefined =
    error instanceof AppError
      ? error
      : error.validation
        ? new ValidationError(violationsOf(error.validation as SchemaViolation[]))
        : frameworkError(error);
  if (known) {
    request.log.info({ status: known.status, message: known.message }, 'request refused');
    // A refusal that says when to come back says it to HTTP clients too (RFC 9110 §10.2.3).
    const retryAfter = known instanceof ApplicationError ? known.data.retryAfterSeconds : undefined;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(Math.ceil(retryAfter)));
    return reply.code(known.status).send(known.toBody());
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: 'Internal server error', details: { requestId: request.id } });
}

/**
 * Errors the router raises before any hook runs (a path parameter over the router's length
 * limit, a URL that does not decode): answered in the wire format, without echoing the path.
 */
export function handleRoutingError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpError(414, 'A path parameter of this URL is too long')
      : new HttpError(400, 'The URL is not valid: a path segment does not decode');
  reply.header(REQUEST_ID_HEADER, request.id).code(known.status).send(known.toBody());
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`);
  return reply.code(404).send(error.toBody());
}
