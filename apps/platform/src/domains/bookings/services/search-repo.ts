import type { Queryable } from '../../../kernel/db/database.js';
import { type Dialect, type Sql, sql } from '../../../kernel/db/sql.js';
import { fieldExpr } from '../../../kernel/query/fields.js';
import { queryableServices, serviceDocuments, visibleTo } from './repo.js';

/** The fields free text is looked for in, as the wire names them. */
export const SEARCHABLE_FIELDS = ['name', 'description', 'tagLine'] as const;
export type SearchableField = (typeof SEARCHABLE_FIELDS)[number];

/** Free text, ready to match: lower-case terms, the fields to look in, and whether all terms must be found. */
export interface TextSearch {
  terms: string[];
  fields: SearchableField[];
  mode: 'OR' | 'AND';
}

/** `%` and `_` are LIKE's wildcards; a term holding them means them as characters. */
const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Services whose fields hold the terms, case aside: each term in some field, and every term (AND)
 * or any (OR). Both dialects lower-case and LIKE alike for ASCII; SQLite's `lower` leaves other
 * letters as they are, so a capital "É" there matches only itself.
 */
function textMatch(dialect: Dialect, text: TextSearch): Sql {
  const expressions = text.fields.map((name) => {
    const field = queryableServices.fields.get(name);
    if (!field) throw new Error(`Searchable field ${name} is not queryable`);
    return fieldExpr(queryableServices, field, dialect);
  });
  const termMatches = text.terms.map(
    (term) =>
      sql`(${sql.join(
        expressions.map((expr) => sql`lower(COALESCE(${expr}, '')) LIKE ${likePattern(term)} ESCAPE '\\'`),
        sql.raw(' OR '),
      )})`,
  );
  return sql`(${sql.join(termMatches, sql.raw(text.mode === 'AND' ? ' AND ' : ' OR '))})`;
}

/** The services a caller may see that hold the text (all of them when there is none). */
export function searchScope(db: Queryable, siteId: string, includeHidden: boolean, text?: TextSearch): Sql {
  const visible = visibleTo(siteId, includeHidden);
  return text && text.terms.length > 0 ? sql`${visible} AND ${textMatch(db.dialect, text)}` : visible;
}

/** A cursor page of a search: filter and sort as `queryServices` takes them, within `scope`. */
export const searchPage = (db: Queryable, scope: Sql, query: Record<string, unknown>) =>
  serviceDocuments.query(db, queryableServices, query, scope);
