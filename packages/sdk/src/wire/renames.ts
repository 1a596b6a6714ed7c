/** SDK names of the fields the official runtime renames (reference §3.1), and their wire names. */
const TO_WIRE: Record<string, string> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};
const FROM_WIRE: Record<string, string> = {
  id: '_id',
  createdDate: '_createdDate',
  updatedDate: '_updatedDate',
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Renames each segment of a dotted path: `items._id` → `items.id`. */
const renamePath = (path: string, names: Record<string, string>): string =>
  path
    .split('.')
    .map((segment) => names[segment] ?? segment)
    .join('.');

function renameKeys(value: unknown, names: Record<string, string>, renameSortValues: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names, renameSortValues));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const renamed = renamePath(key, names);
    // A key that already exists under the new name wins, as in the official runtime.
    const target = renamed !== key && Object.hasOwn(value, renamed) ? key : renamed;
    result[target] = renameKeys(inner, names, renameSortValues);
  }
  if (renameSortValues && Array.isArray(result.sort)) {
    result.sort = result.sort.map((entry) =>
      isPlainObject(entry) && typeof entry.fieldName === 'string'
        ? { ...entry, fieldName: renamePath(entry.fieldName, names) }
        : entry,
    );
  }
  return result;
}

/** SDK → wire: `_id`, `_createdDate`, `_updatedDate` become `id`, ... at every level, in dotted keys and sort fields. */
export const toWire = (value: unknown): unknown => renameKeys(value, TO_WIRE, true);

/** Wire → SDK: the reverse, at every level. */
export const fromWire = (value: unknown): unknown => renameKeys(value, FROM_WIRE, false);
