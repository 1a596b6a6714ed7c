import type { TicketListState } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { type Sql, sql } from '../../../kernel/db/sql.js';
import type { OrderRecord, TicketRecord } from './record.js';
import { likeOf, type OrderRow, parseOrder, parseTicket, type TicketRow } from './repo.js';

export interface TicketFilter {
  eventIds: readonly string[];
  orderNumbers?: readonly string[];
  ticketNumbers?: readonly string[];
  memberIds?: readonly string[];
  orderStatuses?: readonly string[];
  states?: readonly TicketListState[];
  searchPhrase?: string;
}

/** A ticket is archived by the owner, with its order, or by its refund (it then admits no one). */
const TICKET_ARCHIVED = sql`(o.archived = 1 OR t.archived = 1 OR t.refunded_at IS NOT NULL)`;

const STATES: Record<TicketListState, Sql> = {
  ORDER_ARCHIVED: sql`o.archived = 1`,
  ORDER_ACTIVE: sql`o.archived = 0`,
  TICKET_ARCHIVED,
  TICKET_ACTIVE: sql`NOT ${TICKET_ARCHIVED}`,
  CHECKED_IN: sql`t.checked_in_at IS NOT NULL`,
  NON_CHECKED_IN: sql`t.checked_in_at IS NULL`,
  MEMBER: sql`o.member_id IS NOT NULL`,
};

function whereOf(siteId: string, filter: TicketFilter): Sql {
  const parts: Sql[] = [sql`t.site_id = ${siteId}`, sql`t.event_id IN (${sql.list(filter.eventIds)})`];
  const within = (column: Sql, values: readonly string[] | undefined) => {
    if (values && values.length > 0) parts.push(sql`${column} IN (${sql.list(values)})`);
  };
  within(sql`o.order_number`, filter.orderNumbers);
  within(sql`t.ticket_number`, filter.ticketNumbers);
  within(sql`o.member_id`, filter.memberIds);
  within(sql`o.status`, filter.orderStatuses);
  for (const state of new Set(filter.states ?? [])) parts.push(STATES[state]);
  const phrase = filter.searchPhrase?.trim();
  if (phrase)
    parts.push(
      sql`(o.search_text LIKE ${likeOf(phrase)} ESCAPE '\\' OR LOWER(t.ticket_number) LIKE ${likeOf(phrase)} ESCAPE '\\')`,
    );
  return sql.join(parts, sql` AND `);
}

/** A ticket's row beside its order's (the ticket's `archived` renamed: the order has one too). */
type ListedRow = Omit<TicketRow, 'archived'> &
  Omit<OrderRow, 'doc'> & { ticket_archived: number | boolean; order_doc: OrderRow['doc'] };

const FROM = sql`event_tickets t JOIN event_orders o ON o.site_id = t.site_id AND o.order_number = t.order_number`;

/** A page of issued tickets, each with its order, and how many match. */
export async function listTickets(
  db: Queryable,
  siteId: string,
  filter: TicketFilter,
  page: {
    offset: number;
    limit: number;
    sort: 'created' | 'orderNumber' | 'ticketNumber';
    descending: boolean;
  },
): Promise<{ tickets: { ticket: TicketRecord; order: OrderRecord }[]; total: number }> {
  const where = whereOf(siteId, filter);
  const direction = page.descending ? sql.raw('DESC') : sql.raw('ASC');
  const by =
    page.sort === 'ticketNumber'
      ? sql`t.ticket_number ${direction}`
      : page.sort === 'orderNumber'
        ? sql`o.order_number ${direction}, t.position`
        : sql`o.created_date ${direction}, o.order_number ${direction}, t.position`;
  const [rows, count] = await Promise.all([
    db.all<ListedRow>(sql`
      SELECT t.doc, t.checked_in_at, t.refunded_at, t.archived AS ticket_archived, o.doc AS order_doc, o.status,
             o.confirmed, o.archived,
             o.updated_date
      FROM ${FROM} WHERE ${where}
      ORDER BY ${by}, t.ticket_number LIMIT ${page.limit} OFFSET ${page.offset}`),
    db.one<{ n: number | string }>(sql`SELECT COUNT(*) AS n FROM ${FROM} WHERE ${where}`),
  ]);
  return {
    tickets: rows.map((row) => ({
      ticket: parseTicket({ ...row, archived: row.ticket_archived }),
      order: parseOrder({ ...row, doc: row.order_doc }),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Undoes a ticket's check-in: false when it was not checked in. */
export async function undoCheckIn(
  db: Queryable,
  siteId: string,
  eventId: string,
  ticketNumber: string,
): Promise<boolean> {
  const { changes } = await db.run(sql`
    UPDATE event_tickets SET checked_in_at = NULL
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND ticket_number = ${ticketNumber}
      AND checked_in_at IS NOT NULL`);
  return changes === 1;
}

/** Archives tickets apart from their orders, or brings them back: how many changed. */
export async function setArchived(
  db: Queryable,
  siteId: string,
  eventId: string,
  ticketNumbers: readonly string[],
  archived: boolean,
): Promise<number> {
  const { changes } = await db.run(sql`
    UPDATE event_tickets SET archived = ${archived ? 1 : 0}
    WHERE site_id = ${siteId} AND event_id = ${eventId} AND ticket_number IN (${sql.list(ticketNumbers)})`);
  return changes;
}
