/**
 * The wire layer: how SDK-shaped values become the JSON and URLs the platform's REST API reads,
 * and back, following the conventions of the official runtime (reference §3). Pure functions.
 */
import { isPlainObject } from './plain-object.js';
import { fromWire, queryToWire, toWire } from './renames.js';
import type { FromWire } from './types.js';
import { type DecodeOptions, decodeValues, encodeValues } from './values.js';

export {
  fillPath,
  serializeGet,
  shouldFallBack,
} from './get-serialization.js';

export type { FromWire, SdkRequest } from './types.js';
export type { DecodeOptions } from './values.js';

/**
 * A request payload in wire form: system keys renamed (`_id` → `id`, at every depth and in dotted
 * keys), the `sort[].fieldName` values of any query in it renamed too (a `sort` list of
 * `{fieldName}` entries is a query sort in every API this SDK calls), Dates as ISO strings and
 * non-finite numbers as text. The input is not modified.
 */
export function toWireRequest(payload: unknown): unknown {
  return encodeValues(isPlainObject(payload) ? queryToWire(payload) : toWire(payload));
}

/**
 * A response in SDK form: system keys back to `_id`, `_createdDate` and `_updatedDate`, and
 * timestamps at the standard and the given `dateKeys` as Dates (see `decodeValues`). `Wire` is
 * the contract type of the answer; the result is typed `FromWire<Wire, DateKey>`, the same
 * renames and dates at the type level, so name every key of `dateKeys` in `DateKey`.
 */
export function fromWireResponse<Wire = unknown, DateKey extends string = never>(
  payload: unknown,
  options: DecodeOptions & { dateKeys?: readonly DateKey[] } = {},
): FromWire<Wire, DateKey> {
  return decodeValues(fromWire(payload), options) as FromWire<Wire, DateKey>;
}
