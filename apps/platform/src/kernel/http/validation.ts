import { Ajv, type Options } from 'ajv';
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

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);

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
