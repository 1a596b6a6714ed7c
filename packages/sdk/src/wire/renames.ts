import { isPlainObject, recordOf } from './plain-object.js';

/**
 * The system fields the official runtime renames (reference §3.1). The SDK shows them with a
 * leading underscore (`_id`) so they never clash with an entity's own fields; REST uses the bare
 * names. A `Map` rather than an object literal, so that keys such as `constructor` or `toString`
 * are not found on `Object.prototype` and "renamed" by accident.
 */
const SDK_TO_WIRE: ReadonlyMap<string, string> = new Map([
  ['_id', 'id'],
  ['_createdDate', 'createdDate'],
  ['_updatedDate', 'updatedDate'],
]);
const WIRE_TO_SDK: ReadonlyMap<string, string> = new Map([...SDK_TO_WIRE].map(([sdk, wire]) => [wire, sdk]));

type RenameMap = ReadonlyMap<string, string>;

/**
 * Renames each segment of a dotted field path: filter keys and sort fields address nested
 * fields as `lineItems._id`, and every segment must reach the server under its wire name.
 */
function renamePath(path: string, names: RenameMap): string {
  return path
    .split('.')
    .map((segment) => names.get(segment) ?? segment)
    .join('.');
}

interface Walk {
  names: RenameMap;
  /** Also rename the values of `sort[].fieldName` (they are field paths, written as data). */
  sortValues: boolean;
}

/** A `sort` list with each `fieldName` value renamed; anything not shaped like a sort entry is kept. */
function renameSortFields(sort: unknown[], names: RenameMap): unknown[] {
  return sort.map((entry) =>
    isPlainObject(entry) && typeof entry.fieldName === 'string'
      ? { ...entry, fieldName: renamePath(entry.fieldName, names) }
      : entry,
  );
}

/**
 * Copies `value` with its keys renamed at every depth, arrays included. A key keeps its name
 * when its new name is already taken in the same object (by a key of the input or by one renamed
 * earlier), as the official runtime does: nothing is overwritten and no value is lost, so a
 * stray `_id` next to an `id` reaches the server as `_id`.
 */
function renameKeys(value: unknown, walk: Walk): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, walk));
  if (!isPlainObject(value)) return value;
  const taken = new Set(Object.keys(value));
  const entries: [string, unknown][] = [];
  for (const [key, inner] of Object.entries(value)) {
    const wanted = renamePath(key, walk.names);
    const target = wanted !== key && !taken.has(wanted) ? wanted : key;
    taken.add(target);
    let renamed = renameKeys(inner, walk);
    if (walk.sortValues && target === 'sort' && Array.isArray(renamed)) {
      renamed = renameSortFields(renamed, walk.names);
    }
    entries.push([target, renamed]);
  }
  return recordOf(entries);
}

/**
 * SDK → REST keys: `_id`, `_createdDate` and `_updatedDate` become `id`, `createdDate` and
 * `updatedDate` at every level, in objects inside arrays and in each segment of dotted keys.
 * Only keys change; for the field paths a query holds as values, use {@link queryToWire}.
 * The input is not modified.
 */
export function toWire(value: unknown): unknown {
  return renameKeys(value, { names: SDK_TO_WIRE, sortValues: false });
}

/**
 * REST → SDK keys: `id`, `createdDate` and `updatedDate` get their leading underscore back at
 * every level. The input is not modified.
 */
export function fromWire(value: unknown): unknown {
  return renameKeys(value, { names: WIRE_TO_SDK, sortValues: false });
}

/**
 * A query (or a request holding one, such as `{ query: {...} }`) in wire form: the keys as
 * {@link toWire} renames them, and also the values of `sort[].fieldName`, which name fields
 * (`_createdDate` → `createdDate`, `items._id` → `items.id`). The official runtime renames
 * those when the query builder records the sort; doing it here lets any caller hand over an
 * SDK-form query. The input is not modified.
 */
export function queryToWire(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return renameKeys(query, { names: SDK_TO_WIRE, sortValues: true }) as Record<string, unknown>;
}

/** One field path in wire form, segment by segment (`items._id` → `items.id`), for builders. */
export const fieldPathToWire = (path: string): string => renamePath(path, SDK_TO_WIRE);
