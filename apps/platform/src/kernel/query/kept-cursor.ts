import { compareValues, type KeptRow } from './evaluate.js';
import type { ScalarValue, SortSpec } from './fields.js';
import { type KeptScope, keptMatches } from './kept-matches.js';
import { keptPage } from './kept-page.js';
import type { KeptPage } from './kept-query.js';
import type { KeptRows } from './kept-rows.js';
import type { Anchor, Direction, KeyValue } from './keyset.js';
import { cursorPaging, cursorTo, pageEdges } from './paging.js';
import type { SortedIndex } from './sorted-index.js';

/**
 * `runQuery`'s cursor page over kept rows: the rows past the anchor are a range of positions of
 * the sort field's index (found by binary search), and the page is the first `limit` matches in
 * that range walked the cursor's way. Cursors are built from the same key values SQL reads, so
 * they are the same text. Undefined for a sort on several fields, which no index gives.
 */
export function keptCursorPage(
  table: KeptRows,
  request: Record<string, unknown>,
  scope: KeptScope | undefined,
): KeptPage | undefined {
  const opened = cursorPaging(table.entity, request, table.dialect);
  const { state, limit } = opened;
  const [only, ...others] = state.sort;
  const index = only && others.length === 0 ? table.sortedBy(only.fieldName) : undefined;
  if (!only || !index) return undefined;
  // The sort's keys as `sortKeys` makes them: the field, then the id unless that is the field.
  const keys = table.entity.fields.get(only.fieldName)?.column === 'id' ? ['id'] : [only.fieldName, 'id'];
  const found = keptMatches(table, state.filter, scope);
  const rowsPast = (direction: Direction, anchor: Anchor | undefined, wanted: number) =>
    keptPage(table, found, {
      specs: [only],
      offset: 0,
      limit: wanted,
      window: anchor && windowPast(index, only, keys, table, anchor, direction),
      reversed: direction === 'prev',
      count: false,
    }).slots;

  // One row more than the page tells whether anything lies further on.
  const fetched = rowsPast(state.direction, state.anchor, limit + 1);
  const page = fetched.slice(0, limit);
  if (state.direction === 'prev') page.reverse();
  const rows = page.map((slot) => table.rowAt(slot));
  const positions = rows.map((row) => keys.map((key): KeyValue => (row[key] ?? null) as KeyValue));
  const { cursors, behind } = pageEdges(opened, { positions, more: fetched.length > limit });
  if (behind && rowsPast(behind.direction, behind.anchor, 1).length > 0) {
    cursors[behind.direction] = cursorTo(opened, behind.direction, behind.anchor);
  }
  return { slots: page, pagingMetadata: { count: rows.length, cursors } };
}

/**
 * The positions of the field's index (ascending by the field, then the id) holding the rows past
 * `anchor` in `direction` of the sort: a range from it to one end of the index.
 */
function windowPast(
  index: SortedIndex,
  spec: SortSpec,
  keys: readonly string[],
  table: KeptRows,
  anchor: Anchor,
  direction: Direction,
): { from: number; to: number } {
  const toAnchor = (slot: number) => compareToAnchor(table.rowAt(slot), keys, anchor.values);
  const forward = (spec.order === 'ASC') === (direction === 'next');
  if (forward) {
    const from = index.firstPosition((slot) => (anchor.inclusive ? toAnchor(slot) < 0 : toAnchor(slot) <= 0));
    return { from, to: index.size };
  }
  const to = index.firstPosition((slot) => (anchor.inclusive ? toAnchor(slot) <= 0 : toAnchor(slot) < 0));
  return { from: 0, to };
}

/** A row against anchor values, key by key ascending; NULL is the smallest value (`rowOrder`). */
function compareToAnchor(row: KeptRow, keys: readonly string[], values: readonly KeyValue[]): number {
  for (let at = 0; at < keys.length; at += 1) {
    const x = row[keys[at] as string] ?? null;
    const y = values[at] ?? null;
    const order =
      x === null || y === null
        ? (x === null ? 0 : 1) - (y === null ? 0 : 1)
        : compareValues(x as ScalarValue, y as ScalarValue);
    if (order !== 0) return order;
  }
  return 0;
}
