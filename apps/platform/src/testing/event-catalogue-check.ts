import type { Queryable } from '../kernel/db/database.js';
import { sql } from '../kernel/db/sql.js';
import { type EventType, eventTypeName } from '../kernel/event-catalogue.js';

/** The event types in the outbox that the catalogue does not list, sorted. */
export async function eventTypesMissingFrom(
  db: Queryable,
  catalogue: readonly EventType[],
): Promise<string[]> {
  const listed = new Set(catalogue.map((eventType) => eventType.type));
  const recorded = await db.all<{ entity_fqdn: string; action: string }>(
    sql`SELECT DISTINCT entity_fqdn, action FROM outbox`,
  );
  return recorded
    .map((row) => eventTypeName(row.entity_fqdn, row.action))
    .filter((type) => !listed.has(type))
    .sort();
}
