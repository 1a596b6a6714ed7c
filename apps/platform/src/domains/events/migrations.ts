import type { Migration } from '../../kernel/db/migrate.js';

/**
 * Events: one row each, the record as a document. `status` is the stored phase (DRAFT, UPCOMING,
 * STARTED, ENDED, CANCELED) that filters and counts read; the job runner moves it at the start and
 * end dates, and reads derive the exact status from the clock.
 */
export const eventsMigration: Migration = {
  id: 'events/0001-events',
  statements: (t) => [
    `CREATE TABLE events (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      slug TEXT NOT NULL,
      title TEXT NOT NULL,
      status TEXT NOT NULL,
      registration_type TEXT NOT NULL,
      location_type TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, slug)
    )`,
    'CREATE INDEX events_site_start ON events (site_id, start_date, id)',
    'CREATE INDEX events_site_created ON events (site_id, created_date, id)',
  ],
};

/**
 * Kinds of ticket. `sold` and `reserved` are counters changed only by conditional updates that
 * keep `sold + reserved` within `quantity` (null: unlimited), so no race oversells a ticket.
 */
export const ticketDefinitionsMigration: Migration = {
  id: 'events/0002-ticket-definitions',
  statements: (t) => [
    `CREATE TABLE event_ticket_definitions (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      hidden ${t.flag} NOT NULL,
      order_index INTEGER NOT NULL,
      quantity INTEGER,
      sold INTEGER NOT NULL DEFAULT 0,
      reserved INTEGER NOT NULL DEFAULT 0,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      CHECK (sold >= 0 AND reserved >= 0 AND (quantity IS NULL OR sold + reserved <= quantity))
    )`,
    'CREATE INDEX event_ticket_definitions_event ON event_ticket_definitions (site_id, event_id, order_index, id)',
  ],
};

/** Holds on tickets: the lines in the document, the status moved by one conditional update each. */
export const reservationsMigration: Migration = {
  id: 'events/0003-reservations',
  statements: (t) => [
    `CREATE TABLE event_reservations (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      event_id TEXT NOT NULL,
      holder_key TEXT NOT NULL,
      status TEXT NOT NULL,
      expires TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX event_reservations_event ON event_reservations (site_id, event_id, status)',
  ],
};

/**
 * Orders and their tickets. The columns are what lists filter, sort and count by; the rest is in
 * the document. A ticket's check-in is its own column, set by one conditional update (once).
 */
export const ordersMigration: Migration = {
  id: 'events/0004-orders',
  statements: (t) => [
    `CREATE TABLE event_orders (
      site_id TEXT NOT NULL REFERENCES sites (id),
      order_number TEXT NOT NULL,
      event_id TEXT NOT NULL,
      reservation_id TEXT NOT NULL,
      holder_key TEXT NOT NULL,
      member_id TEXT,
      status TEXT NOT NULL,
      confirmed ${t.flag} NOT NULL,
      archived ${t.flag} NOT NULL,
      channel TEXT NOT NULL,
      search_text TEXT NOT NULL,
      tickets_quantity INTEGER NOT NULL,
      total_minor BIGINT NOT NULL,
      revenue_minor BIGINT NOT NULL,
      currency TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      PRIMARY KEY (site_id, order_number),
      UNIQUE (site_id, reservation_id)
    )`,
    'CREATE INDEX event_orders_event ON event_orders (site_id, event_id, created_date)',
    'CREATE INDEX event_orders_created ON event_orders (site_id, created_date)',
    `CREATE TABLE event_tickets (
      site_id TEXT NOT NULL REFERENCES sites (id),
      ticket_number TEXT NOT NULL,
      order_number TEXT NOT NULL,
      event_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      doc ${t.json} NOT NULL,
      checked_in_at TEXT,
      PRIMARY KEY (site_id, ticket_number),
      FOREIGN KEY (site_id, order_number) REFERENCES event_orders (site_id, order_number)
    )`,
    'CREATE INDEX event_tickets_order ON event_tickets (site_id, order_number, position)',
  ],
};

/** RSVPs: one per email and event; `total_guests` of the YES answers is what the limit counts. */
export const rsvpsMigration: Migration = {
  id: 'events/0005-rsvps',
  statements: (t) => [
    `CREATE TABLE event_rsvps (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      event_id TEXT NOT NULL,
      holder_key TEXT NOT NULL,
      email TEXT NOT NULL,
      status TEXT NOT NULL,
      total_guests INTEGER NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      modified_date TEXT NOT NULL,
      UNIQUE (site_id, event_id, email)
    )`,
    'CREATE INDEX event_rsvps_event ON event_rsvps (site_id, event_id, status, created_date)',
  ],
};

/** A refunded ticket keeps its row (its number was issued), marked so it admits no one. */
export const ticketRefundsMigration: Migration = {
  id: 'events/0006-ticket-refunds',
  statements: () => ['ALTER TABLE event_tickets ADD COLUMN refunded_at TEXT'],
};

/** The owner archives a ticket apart from its order (`updateTicket`): kept in a column so lists filter by it. */
export const ticketArchiveMigration: Migration = {
  id: 'events/0007-ticket-archive',
  statements: () => ['ALTER TABLE event_tickets ADD COLUMN archived INTEGER NOT NULL DEFAULT 0'],
};

/**
 * Events staff members (Wix's events staff members v1): the record as a document, with the columns
 * a query filters and sorts by. Their login links and access tokens are signed, not stored.
 */
export const staffMembersMigration: Migration = {
  id: 'events/0008-staff-members',
  statements: (t) => [
    `CREATE TABLE event_staff_members (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      name TEXT NOT NULL,
      status TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL
    )`,
    'CREATE INDEX event_staff_members_site ON event_staff_members (site_id, created_date, id)',
  ],
};
