import { isPlainObject, recordOf } from './plain-object.js';

/**
 * SDK → REST values (reference §3.2): a `Date` travels as its ISO-8601 string (UTC, with
 * milliseconds), and NaN, Infinity and -Infinity, which JSON cannot carry (they would become
 * `null`), travel as the strings `"NaN"`, `"Infinity"` and `"-Infinity"`. Finite numbers stay
 * numbers. Applied at every depth; the input is not modified. An invalid Date throws the
 * `RangeError` of `toISOString`, since there is no honest string to send for it.
 */
export function encodeValues(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value)) return value.map(encodeValues);
  if (!isPlainObject(value)) return value;
  return recordOf(Object.entries(value).map(([key, inner]) => [key, encodeValues(inner)]));
}

/** Keys whose ISO strings are timestamps in every module, under their wire and SDK names. */
const STANDARD_DATE_KEYS: readonly string[] = ['createdDate', 'updatedDate', '_createdDate', '_updatedDate'];

/**
 * An ISO-8601 date-time with an explicit zone (`Z` or `±hh:mm`), as the platform writes them.
 * Dates without a time (`2026-11-22`) and local times are left as strings: they are calendar
 * values, and a `Date` would pin them to an arbitrary instant.
 */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The strings that stand for non-finite floats on the wire. */
const NON_FINITE = new Map<string, number>([
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
]);

export interface DecodeOptions {
  /** Keys, besides `createdDate`/`updatedDate` (and their `_` forms), whose timestamps become Dates. */
  dateKeys?: readonly string[];
  /** Keys holding floats, whose `"NaN"`, `"Infinity"` and `"-Infinity"` become numbers again. */
  floatKeys?: readonly string[];
}

/** The value a date key holds in SDK form: `undefined` for an empty one, a Date for a timestamp. */
function decodeDate(text: string): Date | string | undefined {
  if (text === '') return undefined;
  if (!ISO_DATE_TIME.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date;
}

/** A float key's value in SDK form: the non-finite strings become numbers, anything else stays. */
const decodeFloat = (text: string): number | string => NON_FINITE.get(text) ?? text;

/**
 * REST → SDK values (reference §3.2). The runtime converts timestamps only at paths a module
 * lists, so here only the standard date keys and the caller's `dateKeys` are read as dates;
 * a timestamp-looking string anywhere else (for example a slot's `startDate`) stays a string.
 * An empty string at a date key means "no date", so the key is left out. Non-finite float
 * strings are read back only at `floatKeys`, since `"NaN"` may be an ordinary string elsewhere.
 * A key holding a list (`dates: [...]`) is converted item by item. Applied at every depth; the
 * input is not modified.
 */
export function decodeValues(value: unknown, options: DecodeOptions = {}): unknown {
  const dateKeys = new Set([...STANDARD_DATE_KEYS, ...(options.dateKeys ?? [])]);
  const floatKeys = new Set(options.floatKeys ?? []);
  const leafDecoder = (key: string): ((text: string) => unknown) | undefined => {
    if (dateKeys.has(key)) return decodeDate;
    if (floatKeys.has(key)) return decodeFloat;
    return undefined;
  };
  const decode = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(decode);
    if (!isPlainObject(node)) return node;
    const entries: [string, unknown][] = [];
    for (const [key, inner] of Object.entries(node)) {
      const leaf = leafDecoder(key);
      if (leaf && typeof inner === 'string') {
        const decoded = leaf(inner);
        if (decoded !== undefined) entries.push([key, decoded]);
      } else if (leaf && Array.isArray(inner)) {
        entries.push([key, inner.map((item) => (typeof item === 'string' ? leaf(item) : decode(item)))]);
      } else {
        entries.push([key, decode(inner)]);
      }
    }
    return recordOf(entries);
  };
  return decode(value);
}
