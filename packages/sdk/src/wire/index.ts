import { fromWire, toWire } from './renames.js';
import { type DecodeOptions, decodeValues, encodeValues } from './values.js';

export { base64UrlDecode, base64UrlEncode, bytesToBase64Url } from './base64url.js';
export { decodeFieldMask, encodeFieldMask } from './field-mask.js';
export { fillPath, GET_FALLBACK_THRESHOLD, serializeGet, shouldFallBack } from './get-serialization.js';
export { fromWire, isPlainObject, toWire } from './renames.js';
export type { FromWire } from './types.js';
export { type DecodeOptions, decodeValues, encodeValues } from './values.js';

/** A request payload in wire form: wire names, ISO timestamps, non-finite numbers as text. */
export const toWireRequest = (payload: unknown): unknown => encodeValues(toWire(payload));

/** A response in SDK form: `_id` and friends, Dates at date keys. */
export const fromWireResponse = (payload: unknown, options: DecodeOptions = {}): unknown =>
  decodeValues(fromWire(payload), options);
