import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ValidationError } from '../errors.js';
import { violationsOf } from './error-handler.js';

const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

/**
 * Two validators. JSON bodies are checked as sent: a number where a string belongs is an error,
 * not silently converted. Query strings and path parameters are text by nature, so there values
 * are coerced to the declared types (and single values to one-item arrays).
 */
const strict = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
const coercing = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));

/**
 * A `uri` is what RFC 3986 allows *and* what the WHATWG URL parser reads, since every URI the
 * platform keeps is later parsed to compare origins or to redirect: `http://1.2.3.4.5/` passes
 * the first and fails the second.
 */
const rfcUri = strict.formats.uri;
for (const ajv of [strict, coercing]) {
  ajv.addFormat(
    'uri',
    (value: string) => URL.canParse(value) && (typeof rfcUri === 'function' ? rfcUri(value) : true),
  );
}

/**
 * A route's validator, compiled on its first use rather than when the route is registered: a
 * process starts without compiling the validators of ~700 routes it may never be asked (about
 * half a second of every cold start), and Ajv keeps each compiled schema, so the cost is paid
 * once per schema. A schema Ajv cannot compile fails that route's first request, as the suite's
 * bad-input matrix, which calls every route, would show.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= ajv.compile(schema as object);
    const valid = compiled(data) as boolean;
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
};

/**
 * Checks a value the edge took loosely against its schema, by the rules JSON bodies follow: an
 * item of a bulk call, which must fail alone rather than fail the whole call. Ajv keeps the
 * compiled schema, so checking many items compiles it once.
 */
export function checkItem<S extends TSchema>(schema: S, value: unknown): Static<S> {
  const validate = strict.compile(schema);
  if (validate(value)) return value as Static<S>;
  throw new ValidationError(violationsOf(validate.errors ?? []));
}
