import { base64UrlEncode } from './base64url.js';
import { isPlainObject } from './plain-object.js';

/**
 * The longest query string (without the `?`) the official client sends as a GET when the method
 * declares a fallback; a longer one goes as a POST to the same path with the payload as JSON body.
 */
export const GET_FALLBACK_THRESHOLD = 4000;

export interface SerializeGetOptions {
  /**
   * Whether the method is query-style ("complex"), so that the server reads the `.r` parameter.
   * The official runtime uses `.r` only for such methods; a plain GET with nested fields sends
   * dotted keys (`participantNotification.message=...`). Defaults to true, the safe choice for
   * this SDK's callers: a nested payload always reaches the server whole.
   */
  complex?: boolean;
}

/** One flattened field: its dotted path and the value found there (never a plain object). */
type FlatField = readonly [path: string, value: unknown];

/** Every leaf of `payload` under its dotted path; empty objects contribute nothing. */
function flatten(payload: Readonly<Record<string, unknown>>, prefix = ''): FlatField[] {
  return Object.entries(payload).flatMap(([key, value]): FlatField[] => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return isPlainObject(value) ? flatten(value, path) : [[path, value]];
  });
}

/** Values a query parameter can carry as text. A Date is one: it is sent as its ISO string. */
const isScalar = (value: unknown): value is string | number | boolean | bigint | Date =>
  ['string', 'number', 'boolean', 'bigint'].includes(typeof value) || value instanceof Date;

const scalarText = (value: string | number | boolean | bigint | Date): string =>
  value instanceof Date ? value.toISOString() : String(value);

/**
 * Query parameters cannot express nesting, so a payload needs the `.r` form when a field sits
 * below the top level (its path has a dot, even if its value is empty, as in the official runtime)
 * or a list holds something other than scalars (objects, lists).
 */
const needsEnvelope = (fields: readonly FlatField[]): boolean =>
  fields.some(
    ([path, value]) =>
      path.includes('.') ||
      (Array.isArray(value) && value.some((item) => item !== null && item !== undefined && !isScalar(item))),
  );

/**
 * Flat form: one parameter per field, a list as the same key repeated (`fieldset=A&fieldset=B`,
 * not `fieldset[]=`). Null and undefined are left out, and so are non-scalar list items, which
 * have no flat spelling. Booleans and numbers are sent as their text.
 */
function flatParams(fields: readonly FlatField[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [path, value] of fields) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isScalar(item)) params.append(path, scalarText(item));
    }
  }
  return params;
}

/**
 * The URL (path plus query string) of a GET or DELETE, which carry no body (reference §3.4).
 * A flat payload becomes ordinary query parameters. A nested one (a dotted path, or a list of
 * objects) is sent, when `complex` (the default), as a single parameter `.r` holding the
 * base64url of its UTF-8 JSON, which keeps every field, nulls included. Encoding is the one of
 * `URLSearchParams` (a space becomes `+`), as in the official client. The payload is expected in
 * wire form already (see `toWireRequest`).
 */
export function serializeGet(
  path: string,
  payload: Readonly<Record<string, unknown>> = {},
  options: SerializeGetOptions = {},
): string {
  const fields = flatten(payload);
  const params =
    (options.complex ?? true) && needsEnvelope(fields)
      ? new URLSearchParams({ '.r': base64UrlEncode(JSON.stringify(payload)) })
      : flatParams(fields);
  const query = params.toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * True when the query string of `url` (what follows the first `?`) is longer than `threshold`
 * characters: exactly 4000 still goes as a GET, 4001 falls back to a POST. The official client
 * measures the same part, the serialised parameters, not the whole URL.
 */
export function shouldFallBack(url: string, threshold: number = GET_FALLBACK_THRESHOLD): boolean {
  const mark = url.indexOf('?');
  return mark !== -1 && url.length - mark - 1 > threshold;
}

/** The value at a dotted path (`site.id`) of `params`, or undefined. */
function lookUp(params: Readonly<Record<string, unknown>>, path: string): unknown {
  let node: unknown = params;
  for (const key of path.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Substitutes the `{name}` segments of a path template (`/stores/v1/products/{id}`), also dotted
 * ones (`{product.id}`), with URI-encoded values, so an id holding `/` or `?` cannot change the
 * route. A missing or empty value throws: sending `/products/` or `/products/undefined` would
 * reach another endpoint or a confusing 404, where the official runtime leaves the placeholder in.
 */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{([^{}]+)\}/g, (_placeholder, name: string) => {
    const value = lookUp(params, name);
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    if (!isScalar(value)) {
      throw new Error(`Path parameter "${name}" for ${template} must be a string or a number`);
    }
    return encodeURIComponent(scalarText(value));
  });
}
