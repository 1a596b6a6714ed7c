import type { Migration } from '../../kernel/db/migrate.js';

/**
 * Plans: one row each, the plan as a document. The columns are what lists filter and sort by;
 * `primary_plan` is set on at most one plan of a site (the partial unique index), `has_orders`
 * once the first order of the plan is made.
 */
export const plansMigration: Migration = {
  id: 'pricing-plans/0001-plans',
  statements: (t) => [
    `CREATE TABLE pricing_plans (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      slug TEXT NOT NULL,
      name TEXT NOT NULL,
      public ${t.flag} NOT NULL,
      archived ${t.flag} NOT NULL,
      primary_plan ${t.flag} NOT NULL,
      has_orders ${t.flag} NOT NULL DEFAULT 0,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, slug)
    )`,
    'CREATE INDEX pricing_plans_site_created ON pricing_plans (site_id, created_date, id)',
    'CREATE UNIQUE INDEX pricing_plans_one_primary ON pricing_plans (site_id) WHERE primary_plan = 1',
  ],
};

/**
 * Plan orders: the calendar facts in the document (terms, pauses, payments per cycle), moved by
 * one revision-checked update each; the columns are what lists filter by. A session (the hosted
 * page's redirect session) makes at most one order.
 */
export const planOrdersMigration: Migration = {
  id: 'pricing-plans/0002-orders',
  statements: (t) => [
    `CREATE TABLE pricing_plan_orders (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      plan_id TEXT NOT NULL REFERENCES pricing_plans (id),
      member_id TEXT NOT NULL,
      status TEXT NOT NULL,
      last_payment_status TEXT NOT NULL,
      auto_renew_canceled ${t.flag} NOT NULL,
      source TEXT,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, source)
    )`,
    'CREATE INDEX pricing_plan_orders_site_created ON pricing_plan_orders (site_id, created_date, id)',
    'CREATE INDEX pricing_plan_orders_member ON pricing_plan_orders (site_id, member_id, plan_id)',
  ],
};

/**
 * Every charge tried for an order's cycle, one row per try: the primary key makes a second charge
 * of the same try impossible, however many processes run the renewal job.
 */
export const planChargesMigration: Migration = {
  id: 'pricing-plans/0003-charges',
  statements: () => [
    `CREATE TABLE pricing_plan_charges (
      order_id TEXT NOT NULL REFERENCES pricing_plan_orders (id),
      cycle_index INTEGER NOT NULL,
      attempt INTEGER NOT NULL,
      status TEXT NOT NULL,
      amount TEXT NOT NULL,
      transaction_id TEXT,
      created_date TEXT NOT NULL,
      PRIMARY KEY (order_id, cycle_index, attempt)
    )`,
  ],
};
