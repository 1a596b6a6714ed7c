import type { Rsvp, RsvpStatus } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { parseDocument } from '../../../kernel/db/documents.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import { likeOf } from '../orders/repo.js';
import { touchEventTakings } from '../revisions.js';

/** An RSVP as stored: its wire shape, and who answered (they and the owner may see or withdraw it). */
export interface RsvpRecord {
  siteId: string;
  holderKey: string;
  rsvp: Rsvp;
}

interface Row {
  site_id: string;
  holder_key: string;
  doc: string | Rsvp;
  status: RsvpStatus;
  modified_date: string;
}

const parse = (row: Row): RsvpRecord => ({
  siteId: row.site_id,
  holderKey: row.holder_key,
  rsvp: {
    ...parseDocument<Rsvp>(row.doc),
    status: row.status,
    modified: row.modified_date,
  },
});

const COLUMNS = sql`site_id, holder_key, doc, status, modified_date`;

export async function insertRsvp(db: Queryable, record: RsvpRecord): Promise<void> {
  const { rsvp } = record;
  await db.run(sql`
    INSERT INTO event_rsvps (id, site_id, event_id, holder_key, email, status, total_guests, doc, created_date,
                             modified_date)
    VALUES (${rsvp.id}, ${record.siteId}, ${rsvp.eventId}, ${record.holderKey}, ${rsvp.email.toLowerCase()},
            ${rsvp.status}, ${rsvp.totalGuests}, ${JSON.stringify(rsvp)}, ${rsvp.created}, ${rsvp.modified})`);
  await touchEventTakings(db, record.siteId);
}

/** Guests coming to an event: the YES answers and the guests they bring. */
export async function attendingCount(db: Queryable, siteId: string, eventId: string): Promise<number> {
  const row = await db.one<{ n: number | string | null }>(sql`
    SELECT SUM(total_guests) AS n FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND status = 'YES'`);
  return Number(row?.n ?? 0);
}

/** Guests coming to each of these events (those with none are left out). */
export async function attendingCounts(
  db: Queryable,
  siteId: string,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.all<{ event_id: string; n: number | string }>(sql`
    SELECT event_id, SUM(total_guests) AS n FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id IN (${sql.list(eventIds)}) AND status = 'YES'
    GROUP BY event_id`);
  return new Map(rows.map((row) => [row.event_id, Number(row.n)]));
}

export async function emailAnswered(db: Queryable, siteId: string, eventId: string, email: string) {
  const row = await db.one(sql`
    SELECT 1 AS found FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND email = ${email.toLowerCase()}`);
  return row !== undefined;
}

export async function rsvpsNamed(db: Queryable, siteId: string, eventId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND id IN (${sql.list(ids)})`);
  return rows.map(parse);
}

/** An event's answers in these states, oldest first (whom to tell when the event is canceled). */
export async function answersOfEvent(
  db: Queryable,
  siteId: string,
  eventId: string,
  statuses: readonly RsvpStatus[],
) {
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND status IN (${sql.list(statuses)})
    ORDER BY created_date, id`);
  return rows.map(parse);
}

/** The waitlist of an event, first come first served. */
export async function waitlist(db: Queryable, siteId: string, eventId: string) {
  const rows = await db.all<Row>(sql`
    SELECT ${COLUMNS} FROM event_rsvps
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND status = 'WAITING'
    ORDER BY created_date, id`);
  return rows.map(parse);
}

export async function moveStatus(db: Queryable, record: RsvpRecord, to: RsvpStatus, at: string) {
  await db.run(sql`
    UPDATE event_rsvps SET status = ${to}, modified_date = ${at}
    WHERE site_id = ${record.siteId} AND id = ${record.rsvp.id}`);
  await touchEventTakings(db, record.siteId);
}

/** Writes an answer's guests (their check-ins) back. */
export async function saveGuests(db: Queryable, record: RsvpRecord, guests: Rsvp['guests'], at: string) {
  const rsvp = { ...record.rsvp, guests, modified: at };
  await db.run(sql`
    UPDATE event_rsvps SET doc = ${JSON.stringify(rsvp)}, modified_date = ${at}
    WHERE site_id = ${record.siteId} AND id = ${rsvp.id}`);
  return rsvp;
}

export async function deleteRsvp(db: Queryable, siteId: string, id: string) {
  await db.run(sql`DELETE FROM event_rsvps WHERE site_id = ${siteId} AND id = ${id}`);
  await touchEventTakings(db, siteId);
}

export interface RsvpFilter {
  eventId?: readonly string[];
  status?: readonly string[];
  holderKey?: string;
  /** Part of the guest's email. */
  emailContains?: string;
}

function whereOf(siteId: string, filter: RsvpFilter): Sql {
  const parts = [sql`site_id = ${siteId}`];
  if (filter.eventId?.length) parts.push(sql`event_id IN (${sql.list(filter.eventId)})`);
  if (filter.status?.length) parts.push(sql`status IN (${sql.list(filter.status)})`);
  if (filter.holderKey) parts.push(sql`holder_key = ${filter.holderKey}`);
  if (filter.emailContains)
    parts.push(sql`LOWER(email) LIKE ${likeOf(filter.emailContains.trim())} ESCAPE '\\'`);
  return sql.join(parts, sql` AND `);
}

export async function listRsvps(
  db: Queryable,
  siteId: string,
  filter: RsvpFilter,
  page: { offset: number; limit: number },
) {
  const where = whereOf(siteId, filter);
  const [rows, count, guests] = await Promise.all([
    db.all<Row>(sql`
      SELECT ${COLUMNS} FROM event_rsvps WHERE ${where}
      ORDER BY created_date, id LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM event_rsvps WHERE ${where}`),
    db.all<{ status: string; n: number | string }>(sql`
      SELECT status, SUM(total_guests) AS n FROM event_rsvps WHERE ${where} GROUP BY status`),
  ]);
  return {
    records: rows.map(parse),
    total: Number(count?.n ?? 0),
    guestsByStatus: Object.fromEntries(guests.map((row) => [row.status, Number(row.n)])),
  };
}
