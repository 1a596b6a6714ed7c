import type { Migration } from '../../kernel/db/migrate.js';

export const checkoutMigration: Migration = {
  id: 'ecom/0002-checkouts-orders',
  formerIds: ['0007-ecom-checkouts-orders'],
  statements: (t) => [
    `CREATE TABLE checkouts (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      owner_key TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      completed ${t.flag} NOT NULL,
      created_date TEXT NOT NULL
    )`,
    `CREATE TABLE orders (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      number INTEGER NOT NULL,
      checkout_id TEXT NOT NULL UNIQUE REFERENCES checkouts (id),
      owner_key TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      UNIQUE (site_id, number)
    )`,
  ],
};

export const couponsMigration: Migration = {
  id: 'ecom/0003-coupons',
  formerIds: ['0009-ecom-coupons'],
  statements: (t) => [
    `CREATE TABLE coupons (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      code TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL,
      UNIQUE (site_id, code)
    )`,
  ],
};

export const commerceSettingsMigration: Migration = {
  id: 'ecom/0004-commerce-settings',
  formerIds: ['0010-commerce-settings'],
  statements: (t) => [
    `CREATE TABLE commerce_settings (site_id TEXT PRIMARY KEY REFERENCES sites (id), doc ${t.json} NOT NULL)`,
  ],
};

export const ecomMigration: Migration = {
  id: 'ecom/0001-carts',
  formerIds: ['0006-ecom-carts'],
  statements: (t) => [
    `CREATE TABLE carts (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      owner_key TEXT NOT NULL,
      doc ${t.json} NOT NULL,
      revision INTEGER NOT NULL,
      created_date TEXT NOT NULL,
      updated_date TEXT NOT NULL,
      UNIQUE (site_id, owner_key)
    )`,
  ],
};

/**
 * After payment: an order's fulfillments (one row each, as Wix's API names them one by one) and its
 * transactions (one row per order: its payments and the refunds made of them, changed only under
 * the order's row lock).
 */
export const orderAfterPaymentMigration: Migration = {
  id: 'ecom/0005-order-fulfillments-transactions',
  statements: (t) => [
    `CREATE TABLE order_fulfillments (
      id TEXT PRIMARY KEY,
      site_id TEXT NOT NULL REFERENCES sites (id),
      order_id TEXT NOT NULL REFERENCES orders (id),
      doc ${t.json} NOT NULL,
      created_date TEXT NOT NULL
    )`,
    'CREATE INDEX order_fulfillments_order ON order_fulfillments (site_id, order_id, created_date)',
    `CREATE TABLE order_transactions (
      order_id TEXT PRIMARY KEY REFERENCES orders (id),
      site_id TEXT NOT NULL REFERENCES sites (id),
      doc ${t.json} NOT NULL
    )`,
  ],
};

/** Orders by the time they were placed: the sales of a range of days read only that range. */
export const ordersByDateMigration: Migration = {
  id: 'ecom/0006-orders-by-date',
  statements: () => ['CREATE INDEX orders_site_created ON orders (site_id, created_date)'],
};
