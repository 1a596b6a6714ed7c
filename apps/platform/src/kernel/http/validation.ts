import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

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
