import type { PagingMetadata } from '@bazaar/contracts';
import { checkFilter } from './filter.js';
import { keptCursorPage } from './kept-cursor.js';
import { type KeptScope, keptMatches } from './kept-matches.js';
import { keptPage } from './kept-page.js';
import type { KeptRows } from './kept-rows.js';
import { offsetPaging, pagingOf } from './paging.js';
import { parseSort } from './sort.js';

export type { KeptScope } from './kept-matches.js';

/** A query's answer over kept rows: the slots of the page's rows, in order, and its paging. */
export interface KeptPage {
  slots: readonly number[];
  pagingMetadata: PagingMetadata;
}

/**
 * `runQuery`'s answer over kept rows, for the rows of `scope`, as slots: checks the query as
 * `runQuery` does, in the same order, so that a bad one fails with the same violation. Undefined
 * for a cursor page of a sort on several fields (`keptCursorPage`), left to SQL.
 */
export function queryKeptRows(table: KeptRows, query: unknown, scope?: KeptScope): KeptPage | undefined {
  const { request, useCursor } = pagingOf(table.entity, query);
  if (useCursor) return keptCursorPage(table, request, scope);
  const { limit, offset } = offsetPaging(request);
  checkFilter(table.entity, request.filter);
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
  return { slots, pagingMetadata };
}
