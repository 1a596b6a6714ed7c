import {
  MAX_PAGE_SIZE,
  type SearchDetails,
  type SearchServicesRequest,
  type SearchServicesResponse,
} from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { isPlainObject } from '../../../kernel/query/values.js';
import { computeAggregations } from './aggregations.js';
import type { ServicesContext } from './context.js';
import * as repo from './repo.js';
import {
  SEARCHABLE_FIELDS,
  type SearchableField,
  searchPage,
  searchScope,
  type TextSearch,
} from './search-repo.js';

/**
 * Most matching services a search's aggregations count (the same bound as a query's total): a
 * site's services number in the hundreds, and past this the facets are a sample.
 */
const MAX_AGGREGATED_SERVICES = 10_000;
/** A search's page unless the caller asks for less: 100, as Wix's Search Services. */
const DEFAULT_SEARCH_LIMIT = MAX_PAGE_SIZE;
const CURSOR_VERSION = 1;

const isSearchable = (field: string): field is SearchableField =>
  (SEARCHABLE_FIELDS as readonly string[]).includes(field);

/** The free text of a search, split into terms; undefined when it has none. */
function textSearchOf(details: SearchDetails | undefined): TextSearch | undefined {
  const expression = details?.expression?.trim();
  if (!details || !expression) return undefined;
  const fields = (details.fields?.length ? details.fields : [...SEARCHABLE_FIELDS]).map((field, index) => {
    if (!isSearchable(field))
      throw ValidationError.field(
        `search.search.fields[${index}]`,
        `cannot be searched; use ${SEARCHABLE_FIELDS.join(', ')}`,
        'INVALID_ENUM_VALUE',
      );
    return field;
  });
  const terms = [...new Set(expression.toLowerCase().split(/\s+/).filter(Boolean))];
  return { terms, fields: [...new Set(fields)], mode: details.mode ?? 'OR' };
}

/**
 * A search's cursor: the query's own (which holds the filter and sort) and the free text, which
 * the query language has no words for, so that the next page matches what the first did.
 */
function wrapCursor(inner: string | null | undefined, text: TextSearch | undefined): string | undefined {
  if (!inner) return undefined;
  return Buffer.from(JSON.stringify({ v: CURSOR_VERSION, c: inner, ...(text ? { t: text } : {}) })).toString(
    'base64url',
  );
}

function unwrapCursor(cursor: string): { inner: string; text?: TextSearch } {
  const invalid = () =>
    ValidationError.field('search.cursorPaging.cursor', 'is not a valid cursor', 'FORMAT');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!isPlainObject(payload) || payload.v !== CURSOR_VERSION || typeof payload.c !== 'string')
    throw invalid();
  if (payload.t === undefined) return { inner: payload.c };
  const text = payload.t;
  const strings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (
    !isPlainObject(text) ||
    !strings(text.terms) ||
    !strings(text.fields) ||
    !text.fields.every(isSearchable) ||
    (text.mode !== 'OR' && text.mode !== 'AND')
  )
    throw invalid();
  return { inner: payload.c, text: { terms: text.terms, fields: text.fields, mode: text.mode } };
}

/** Search (free text, filter, sort, aggregations, cursor paging) and count over a site's services. */
export function createSearchCalls(ctx: ServicesContext) {
  const { db, currencyOf } = ctx;

  return {
    /**
     * A page of the services a caller may see that match, and the aggregations asked for over all
     * of them. A request holding a cursor continues an earlier search: the cursor decides the
     * filter, sort and text, and whatever else it carries is not read (Wix allows nothing else).
     */
    async searchServices(
      siteId: string,
      request: SearchServicesRequest,
      owner: boolean,
    ): Promise<SearchServicesResponse> {
      const search = request.search ?? {};
      const limit = search.cursorPaging?.limit ?? DEFAULT_SEARCH_LIMIT;
      const cursor = search.cursorPaging?.cursor;
      const continued = cursor ? unwrapCursor(cursor) : undefined;
      const text = continued ? continued.text : textSearchOf(search.search);
      const scope = searchScope(db, siteId, owner, text);
      const query = continued
        ? { cursorPaging: { limit, cursor: continued.inner } }
        : { filter: search.filter ?? {}, sort: search.sort ?? [], cursorPaging: { limit } };
      const [currency, page] = await Promise.all([currencyOf(siteId), searchPage(db, scope, query)]);
      const aggregations =
        !continued && search.aggregations
          ? computeAggregations(
              await repo.matchingServices(db, scope, search.filter, MAX_AGGREGATED_SERVICES),
              search.aggregations,
            )
          : undefined;
      const { cursors } = page.pagingMetadata;
      const next = wrapCursor(cursors.next, text);
      const prev = wrapCursor(cursors.prev, text);
      return {
        services: await ctx.present(db, siteId, page.records, currency),
        pagingMetadata: {
          count: page.pagingMetadata.count,
          cursors: { ...(next ? { next } : {}), ...(prev ? { prev } : {}) },
          hasNext: next !== undefined,
        },
        ...(aggregations ? { aggregationData: { results: aggregations } } : {}),
      };
    },

    /** How many services the caller may see match `filter` (a `queryServices` filter). */
    async countServices(siteId: string, filter: unknown, owner: boolean): Promise<{ count: number }> {
      return { count: await repo.countServices(db, repo.visibleTo(siteId, owner), filter) };
    },
  };
}
