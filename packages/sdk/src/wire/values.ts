import { isPlainObject } from './renames.js';

/** Keys whose ISO strings always become Dates; modules add their own (`dateKeys`). */
const STANDARD_DATE_KEYS = ['createdDate', 'updatedDate', '_createdDate', '_updatedDate'];
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** SDK → wire: Dates as ISO strings; NaN and ±Infinity as the strings JSON cannot otherwise carry. */
export function encodeValues(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(encodeValues);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encodeValues(inner)]));
}

const NON_FINITE: Record<string, number> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  '-Infinity': Number.NEGATIVE_INFINITY,
};

export interface DecodeOptions {
  dateKeys?: readonly string[];
  /** Keys holding floats, whose `"NaN"`/`"Infinity"` strings become numbers again. */
  floatKeys?: readonly string[];
}

/** Wire → SDK: timestamps at date keys become Dates (an empty one becomes undefined). */
export function decodeValues(value: unknown, options: DecodeOptions = {}): unknown {
  const dateKeys = new Set([...STANDARD_DATE_KEYS, ...(options.dateKeys ?? [])]);
  const floatKeys = new Set(options.floatKeys ?? []);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isPlainObject(node)) return node;
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(node)) {
      if (dateKeys.has(key) && typeof inner === 'string') {
        if (inner === '') continue;
        result[key] = ISO_TIMESTAMP.test(inner) ? new Date(inner) : inner;
      } else if (floatKeys.has(key) && typeof inner === 'string' && inner in NON_FINITE) {
        result[key] = NON_FINITE[inner];
      } else {
        result[key] = walk(inner);
      }
    }
    return result;
  };
  return walk(value);
}
