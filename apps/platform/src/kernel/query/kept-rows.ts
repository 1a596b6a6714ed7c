import type { PagingMetadata } from '@bazaar/contracts';
import type { Dialect } from '../db/sql.js';
import { compilePredicate, type KeptRow, rowOrder } from './evaluate.js';
import type { QueryableEntity, SortSpec } from './fields.js';
import { compileFilter } from './filter.js';
import { offsetPaging, pagingOf, type QueryResult } from './run-query.js';
import { parseSort } from './sort.js';

/**
 * A small table's rows kept in memory, queried without SQL: a query the answer cache cannot
 * serve (a filter not asked for since the last write) then costs a pass over the kept rows
 * instead of a database round trip. Answers are those of `runQuery` on the same rows, errors
 * included, for offset paging; cursor paging is left to `runQuery` (`query` answers undefined).
 *
 * The rows are a snapshot: whoever keeps them keys them by a revision read before they were.
 * Assumes what the schemas guarantee: every stored value has its field's type.
 */
export class KeptRows {
  /** The rows in each sort asked for so far, by the sort's text; the default order as read. */
  private readonly orders = new Map<string, readonly KeptRow[]>();

  constructor(
    readonly entity: QueryableEntity,
    /** In the entity's default order, as `readKeptRows` reads them. */
    readonly rows: readonly KeptRow[],
    private readonly dialect: Dialect,
  ) {
    this.orders.set(sortText(entity.defaultSort), rows);
  }

  /**
   * `runQuery`'s answer for a query over the rows `include` admits (the scope), or undefined
   * when the query pages by cursor. Checks the query as `runQuery` does, in the same order, so
   * that a bad one fails with the same violation.
   */
  query(query: unknown, include?: (row: KeptRow) => boolean): QueryResult<KeptRow> | undefined {
    const { request, useCursor } = pagingOf(this.entity, query);
    if (useCursor) return undefined;
    const { limit, offset } = offsetPaging(request);
    compileFilter(this.entity, request.filter, this.dialect);
    const specs = parseSort(this.entity, request.sort);

    const predicate = compilePredicate(this.entity, request.filter);
    const matches = this.inOrder(specs).filter(
      (row) => (include === undefined || include(row)) && predicate(row) === true,
    );
    const rows = matches.slice(offset, offset + limit);
    const tooManyToCount = matches.length > this.entity.countLimit;
    const pagingMetadata: PagingMetadata = {
      count: rows.length,
      offset,
      total: tooManyToCount ? this.entity.countLimit : matches.length,
      tooManyToCount,
      cursors: {},
    };
    return { rows, pagingMetadata };
  }

  /** The rows sorted by `specs`: sorted once per sort, then filtered in that order. */
  private inOrder(specs: readonly SortSpec[]): readonly KeptRow[] {
    const key = sortText(specs);
    let sorted = this.orders.get(key);
    if (!sorted) {
      sorted = [...this.rows].sort(rowOrder(this.entity, specs));
      // Sorts are few in practice; past the bound one is sorted for its query alone.
      if (this.orders.size < MAX_KEPT_ORDERS) this.orders.set(key, sorted);
    }
    return sorted;
  }
}

/** Sorted copies kept per set of rows (each one reference per row). */
const MAX_KEPT_ORDERS = 16;

const sortText = (specs: readonly SortSpec[]): string =>
  specs.map(({ fieldName, order }) => `${order} ${fieldName}`).join('\n');
