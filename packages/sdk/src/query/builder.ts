import type { Filter, PagingMetadata, Query } from '@bazaar/contracts';
import { DEFAULT_PAGE_SIZE } from '@bazaar/contracts/constants';
import type { HttpClient } from '../http.js';
import { callRest } from '../rest.js';

export interface QueryEndpoint<Item> {
  http: HttpClient;
  method: 'GET' | 'POST';
  path: string;
  /** The key of the items in the answer, e.g. `services`. */
  itemsKey: string;
  /** Where the paging metadata is: `pagingMetadata`, or `metadata` for products and members. */
  metadataKey?: 'pagingMetadata' | 'metadata';
  paging: 'offset' | 'cursor';
  postFallback?: boolean;
  /** Keys, besides the standard ones, whose timestamps become Dates; `Item` should say so too. */
  dateKeys?: readonly string[];
  /** Request fields sent beside `query` (events: `fields`, `includeDrafts`). */
  alongside?: Record<string, unknown>;
  /** Reshapes one wire item (already renamed) into what callers get. */
  mapItem?: (item: unknown) => Item;
}

interface State {
  conditions: Filter[];
  sort: Required<NonNullable<Query['sort']>[number]>[];
  limit: number;
  skip: number;
  cursor?: string;
}

export interface QueryResult<Item> {
  items: Item[];
  length: number;
  /** All matching items (offset paging; undefined when the platform could not count them). */
  totalCount: number | undefined;
  pageSize: number;
  currentPage: number | undefined;
  cursors: PagingMetadata['cursors'];
  hasNext(): boolean;
  hasPrev(): boolean;
  next(): Promise<QueryResult<Item>>;
  prev(): Promise<QueryResult<Item>>;
}

/**
 * The one query builder every module uses: immutable (each call returns a new builder), and it
 * sends what the official builders send (reference §3.5), so either client reads the same pages.
 */
export class QueryBuilder<Item> {
  constructor(
    private readonly endpoint: QueryEndpoint<Item>,
    private readonly state: State = { conditions: [], sort: [], limit: DEFAULT_PAGE_SIZE, skip: 0 },
  ) {}

  private with(change: Partial<State>): QueryBuilder<Item> {
    return new QueryBuilder(this.endpoint, { ...this.state, ...change });
  }

  private where(field: string, condition: unknown): QueryBuilder<Item> {
    return this.with({ conditions: [...this.state.conditions, { [field]: condition }] });
  }

  eq(field: string, value: unknown) {
    return this.where(field, value === undefined ? null : value);
  }
  ne(field: string, value: unknown) {
    return this.where(field, { $ne: value });
  }
  gt(field: string, value: unknown) {
    return this.where(field, { $gt: value });
  }
  ge(field: string, value: unknown) {
    return this.where(field, { $gte: value });
  }
  lt(field: string, value: unknown) {
    return this.where(field, { $lt: value });
  }
  le(field: string, value: unknown) {
    return this.where(field, { $lte: value });
  }
  /** `from` inclusive, `to` exclusive. */
  between(field: string, from: unknown, to: unknown) {
    return this.ge(field, from).lt(field, to);
  }
  in(field: string, values: unknown[]) {
    return this.where(field, { $in: values });
  }
  hasSome(field: string, values: unknown[]) {
    return this.where(field, { $hasSome: values });
  }
  hasAll(field: string, values: unknown[]) {
    return this.where(field, { $hasAll: values });
  }
  startsWith(field: string, prefix: string) {
    return this.where(field, { $startsWith: prefix });
  }
  exists(field: string, value = true) {
    return this.where(field, { $exists: value });
  }
  isEmpty(field: string) {
    return this.where(field, null);
  }
  isNotEmpty(field: string) {
    return this.where(field, { $ne: null });
  }
  /** Both this query's conditions and `other`'s. */
  and(other: QueryBuilder<Item>) {
    return this.with({ conditions: [...this.state.conditions, ...other.state.conditions] });
  }
  /** This query's conditions, or `other`'s. */
  or(other: QueryBuilder<Item>) {
    return this.with({ conditions: [{ $or: [this.filter(), other.filter()] }] });
  }
  /** This query's conditions, and not `other`'s. */
  not(other: QueryBuilder<Item>) {
    return this.with({ conditions: [...this.state.conditions, { $not: other.filter() }] });
  }
  ascending(...fields: string[]) {
    return this.with({
      sort: [...this.state.sort, ...fields.map((fieldName) => ({ fieldName, order: 'ASC' as const }))],
    });
  }
  descending(...fields: string[]) {
    return this.with({
      sort: [...this.state.sort, ...fields.map((fieldName) => ({ fieldName, order: 'DESC' as const }))],
    });
  }
  limit(limit: number) {
    return this.with({ limit });
  }
  skip(skip: number) {
    return this.with({ skip });
  }
  /** Continue from a cursor of an earlier page (cursor-paged endpoints). */
  cursor(cursor: string) {
    return this.with({ cursor });
  }

  /** The filter sent: one condition as it is, several under one flat `$and`. */
  filter(): Filter {
    const flat = this.state.conditions.flatMap((condition) => {
      const keys = Object.keys(condition);
      return keys.length === 1 && keys[0] === '$and' && Array.isArray(condition.$and)
        ? (condition.$and as Filter[])
        : [condition];
    });
    if (flat.length === 0) return {};
    if (flat.length === 1) return flat[0] as Filter;
    return { $and: flat };
  }

  /** The wire query: once a cursor is set only `cursorPaging` is sent, as the cursor holds the rest. */
  build(): Query {
    const { limit, skip, sort, cursor } = this.state;
    if (this.endpoint.paging === 'cursor') {
      if (cursor) return { cursorPaging: { limit, cursor } };
      return { filter: this.filter(), ...(sort.length ? { sort } : {}), cursorPaging: { limit } };
    }
    return { filter: this.filter(), ...(sort.length ? { sort } : {}), paging: { offset: skip, limit } };
  }

  async find(): Promise<QueryResult<Item>> {
    const { endpoint } = this;
    // The page's shape depends on the endpoint (`itemsKey`, `metadataKey`); `Item` types the items.
    const answer = (await callRest<unknown, string>(endpoint.http, {
      method: endpoint.method,
      path: endpoint.path,
      payload: { ...endpoint.alongside, query: this.build() },
      ...(endpoint.postFallback ? { postFallback: true } : {}),
      ...(endpoint.dateKeys ? { dateKeys: endpoint.dateKeys } : {}),
    })) as Record<string, unknown>;
    const raw = answer[endpoint.itemsKey];
    const items = (Array.isArray(raw) ? raw : []).map((item) =>
      endpoint.mapItem ? endpoint.mapItem(item) : (item as Item),
    );
    const metadata = (answer[endpoint.metadataKey ?? 'pagingMetadata'] ?? {}) as Partial<PagingMetadata>;
    return endpoint.paging === 'cursor'
      ? this.cursorResult(items, metadata)
      : this.offsetResult(items, metadata);
  }

  private offsetResult(items: Item[], metadata: Partial<PagingMetadata>): QueryResult<Item> {
    const { limit } = this.state;
    const offset = metadata.offset ?? this.state.skip;
    const total = metadata.tooManyToCount ? undefined : metadata.total;
    const page = limit > 0 ? Math.floor(offset / limit) : 0;
    const hasNext = () => limit > 0 && total !== undefined && page < Math.ceil(total / limit) - 1;
    const hasPrev = () => limit > 0 && offset >= limit;
    return {
      items,
      length: items.length,
      totalCount: total,
      pageSize: limit,
      currentPage: page,
      cursors: metadata.cursors ?? {},
      hasNext,
      hasPrev,
      next: () => {
        if (!hasNext()) return Promise.reject(new Error('No next page to fetch'));
        return this.skip(offset + limit).find();
      },
      prev: () => {
        if (!hasPrev()) return Promise.reject(new Error('No previous page to fetch'));
        return this.skip(Math.max(0, offset - limit)).find();
      },
    };
  }

  private cursorResult(items: Item[], metadata: Partial<PagingMetadata>): QueryResult<Item> {
    const cursors = metadata.cursors ?? {};
    const hasNext = () => Boolean(cursors.next);
    const hasPrev = () => Boolean(cursors.prev);
    return {
      items,
      length: items.length,
      totalCount: metadata.total,
      pageSize: this.state.limit,
      currentPage: undefined,
      cursors,
      hasNext,
      hasPrev,
      next: () =>
        cursors.next ? this.cursor(cursors.next).find() : Promise.reject(new Error('No next page to fetch')),
      prev: () =>
        cursors.prev
          ? this.cursor(cursors.prev).find()
          : Promise.reject(new Error('No previous page to fetch')),
    };
  }
}

/** Defines a module's `queryX()` entry point on an endpoint. */
export function createQuery<Item>(endpoint: QueryEndpoint<Item>): QueryBuilder<Item> {
  return new QueryBuilder(endpoint);
}
