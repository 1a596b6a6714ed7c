import type { Query } from '@bazaar/contracts';
import { lockRow } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { compileFilter, defineQueryable, runQuery } from '../../../kernel/query/index.js';
import { touchEvents } from '../revisions.js';
import type { EventRecord } from './record.js';

const queryableEvents = defineQueryable({
  table: 'events',
  docColumn: 'doc',
  fields: {
    id: { type: 'string', column: 'id', sortable: true, notNull: true },
    slug: { type: 'string', column: 'slug', notNull: true },
    title: { type: 'string', column: 'title', sortable: true, notNull: true },
    status: { type: 'string', column: 'status', notNull: true },
    'registration.type': { type: 'string', column: 'registration_type', notNull: true },
    'location.type': { type: 'string', column: 'location_type', notNull: true },
    'dateAndTimeSettings.startDate': { type: 'date', column: 'start_date', sortable: true, notNull: true },
    'dateAndTimeSettings.endDate': { type: 'date', column: 'end_date', sortable: true, notNull: true },
    createdDate: { type: 'date', column: 'created_date', sortable: true, notNull: true },
    updatedDate: { type: 'date', column: 'updated_date', sortable: true, notNull: true },
  },
  // Wix's Query Events default: the oldest event first.
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
});

/** The stored phase the `status` column holds: the owner's phase, or the clock's status once published. */
export type StoredStatus = 'DRAFT' | 'UPCOMING' | 'STARTED' | 'ENDED' | 'CANCELED';

const parse = (row: { doc: string | EventRecord }): EventRecord => parseDocument<EventRecord>(row.doc);

/** Drafts are the owner's alone: every read that does not ask for them leaves them out. */
const scopeOf = (siteId: string, includeDrafts: boolean): Sql =>
  includeDrafts ? sql`site_id = ${siteId}` : sql`site_id = ${siteId} AND status <> 'DRAFT'`;

export async function queryEvents(
  db: Queryable,
  siteId: string,
  query: Query | undefined,
  includeDrafts: boolean,
) {
  const { rows, pagingMetadata } = await runQuery<{ doc: string }>(db, queryableEvents, query, {
    scope: scopeOf(siteId, includeDrafts),
    columns: ['doc'],
  });
  return { records: rows.map(parse), pagingMetadata };
}

/** The ids of the events a filter names (bulk actions), at most `limit`. */
export async function idsMatching(
  db: Queryable,
  siteId: string,
  filter: Record<string, unknown> | null | undefined,
  limit: number,
): Promise<string[]> {
  const where = compileFilter(queryableEvents, filter ?? {}, db.dialect);
  const rows = await db.all<{ id: string }>(
    sql`SELECT id FROM events WHERE site_id = ${siteId} AND ${where} ORDER BY created_date, id LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** How many events of each stored status a filter matches. */
export async function countByStatus(
  db: Queryable,
  siteId: string,
  filter: Record<string, unknown> | null | undefined,
  includeDrafts: boolean,
): Promise<Record<string, number>> {
  const where = compileFilter(queryableEvents, filter ?? {}, db.dialect);
  const rows = await db.all<{ status: string; n: number | string }>(sql`
    SELECT status, COUNT(*) AS n FROM events WHERE ${scopeOf(siteId, includeDrafts)} AND ${where} GROUP BY status`);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

export async function insertEvent(db: Queryable, record: EventRecord, status: StoredStatus): Promise<void> {
  await db.run(sql`
    INSERT INTO events (id, site_id, slug, title, status, registration_type, location_type, start_date, end_date,
                        doc, revision, created_date, updated_date)
    VALUES (${record.id}, ${record.siteId}, ${record.slug}, ${record.title}, ${status},
            ${record.registration.initialType}, ${record.location.type}, ${record.dateAndTimeSettings.startDate},
            ${record.dateAndTimeSettings.endDate}, ${JSON.stringify(record)}, ${record.revision},
            ${record.createdDate}, ${record.updatedDate})`);
  await touchEvents(db, record.siteId);
}

/** Writes the next revision; false when another write got there first. */
export async function updateEvent(
  db: Queryable,
  record: EventRecord,
  status: StoredStatus,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE events SET slug = ${record.slug}, title = ${record.title}, status = ${status},
      registration_type = ${record.registration.initialType}, location_type = ${record.location.type},
      start_date = ${record.dateAndTimeSettings.startDate}, end_date = ${record.dateAndTimeSettings.endDate},
      doc = ${JSON.stringify(record)}, revision = ${record.revision}, updated_date = ${record.updatedDate}
    WHERE id = ${record.id} AND site_id = ${record.siteId} AND revision = ${record.revision - 1}`);
  if (changes === 1) await touchEvents(db, record.siteId);
  return changes === 1;
}

/** Moves the stored status, only from the one expected (the job runner's clock-driven change). */
export async function moveStatus(
  db: Queryable,
  siteId: string,
  id: string,
  from: StoredStatus,
  to: StoredStatus,
): Promise<boolean> {
  const { changes } = await db.run(
    sql`UPDATE events SET status = ${to} WHERE id = ${id} AND site_id = ${siteId} AND status = ${from}`,
  );
  if (changes === 1) await touchEvents(db, siteId);
  return changes === 1;
}

export async function findEvent(db: Queryable, siteId: string, id: string): Promise<EventRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM events WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function findEventBySlug(
  db: Queryable,
  siteId: string,
  slug: string,
): Promise<EventRecord | undefined> {
  const row = await db.one<{ doc: string }>(
    sql`SELECT doc FROM events WHERE slug = ${slug} AND site_id = ${siteId}`,
  );
  return row && parse(row);
}

export async function slugTaken(
  db: Queryable,
  siteId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const row = await db.one(
    sql`SELECT 1 AS x FROM events WHERE site_id = ${siteId} AND slug = ${slug} AND id <> ${exceptId ?? ''}`,
  );
  return row !== undefined;
}

/** Holds the event until the transaction ends (an update, a reservation against it). */
export async function lockEvent(db: Queryable, siteId: string, id: string): Promise<EventRecord | undefined> {
  const row = await lockRow<{ doc: string }>(db, 'events', sql`id = ${id} AND site_id = ${siteId}`);
  return row && parse(row);
}

export async function deleteEvent(db: Queryable, siteId: string, id: string): Promise<boolean> {
  const { changes } = await db.run(sql`DELETE FROM events WHERE id = ${id} AND site_id = ${siteId}`);
  if (changes === 1) await touchEvents(db, siteId);
  return changes === 1;
}

export async function storedStatus(
  db: Queryable,
  siteId: string,
  id: string,
): Promise<StoredStatus | undefined> {
  const row = await db.one<{ status: StoredStatus }>(
    sql`SELECT status FROM events WHERE id = ${id} AND site_id = ${siteId}`,
  );
  return row?.status;
}

/** Which of these events are drafts (their tickets are the owner's alone). */
/**
 * Of `ids`, the events whose tickets no one can reserve at `at`: drafts, cancelled events and
 * events already over (by their end, before the job records ENDED).
 */
export async function closedIds(
  db: Queryable,
  siteId: string,
  ids: readonly string[],
  at: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.all<{ id: string }>(sql`
    SELECT id FROM events WHERE site_id = ${siteId} AND id IN (${sql.list(ids)})
      AND (status IN ('DRAFT', 'CANCELED', 'ENDED') OR end_date <= ${at})`);
  return new Set(rows.map((row) => row.id));
}

/**
 * Every instant at which a published event's status or registration status may change by the
 * clock alone (its start and end, its RSVP window), for events not yet ended or cancelled as
 * stored. Sorted as the status rules compare them: as ISO strings.
 */
export async function clockInstants(db: Queryable, siteId: string): Promise<string[]> {
  const rows = await db.all<{ start_date: string; end_date: string; doc: string | EventRecord | null }>(sql`
    SELECT start_date, end_date, CASE WHEN registration_type = 'RSVP' THEN doc END AS doc
    FROM events WHERE site_id = ${siteId} AND status IN ('UPCOMING', 'STARTED')`);
  const instants: string[] = [];
  for (const row of rows) {
    instants.push(row.start_date, row.end_date);
    const rsvp = row.doc === null ? undefined : parse({ doc: row.doc }).registration.rsvp;
    if (rsvp?.startDate) instants.push(rsvp.startDate);
    if (rsvp?.endDate) instants.push(rsvp.endDate);
  }
  return instants.sort();
}
