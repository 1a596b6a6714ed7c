import type { PagingMetadata } from '@bazaar/contracts';
import type { KeptRow } from './evaluate.js';
import { compileFilter } from './filter.js';
import { keptCursorPage } from './kept-cursor.js';
import { type KeptScope, keptMatches } from './kept-matches.js';
import { keptPage } from './kept-page.js';
import type { KeptRows } from './kept-rows.js';
import { offsetPaging, pagingOf } from './paging.js';
import type { QueryResult } from './run-query.js';
import { parseSort } from './sort.js';

export type { KeptScope } from './kept-matches.js';

/**
 * `runQuery`'s answer over kept rows, for the rows of `scope`: checks the query as `runQuery`
 * does, in the same order, so that a bad one fails with the same violation. Undefined for a
 * cursor page of a sort on several fields (`keptCursorPage`), left to SQL.
 */
export function queryKeptRows(
  table: KeptRows,
  query: unknown,
  scope?: KeptScope,
): QueryResult<KeptRow> | undefined {
  const { request, useCursor } = pagingOf(table.entity, query);
  if (useCursor) return keptCursorPage(table, request, scope);
  const { limit, offset } = offsetPaging(request);
  compileFilter(table.entity, request.filter, table.dialect);
  const specs = parseSort(table.entity, request.sort);
  const { slots, total } = keptPage(table, keptMatches(table, request.filter, scope), {
    specs,
    offset,
    limit,
    count: true,
  });
  const { countLimit } = table.entity;
  const tooManyToCount = total > countLimit;
  const pagingMetadata: PagingMetadata = {
    count: slots.length,
    offset,
    total: tooManyToCount ? countLimit : total,
    tooManyToCount,
    cursors: {},
  };
  return { rows: slots.map((slot) => table.rowAt(slot)), pagingMetadata };
}
