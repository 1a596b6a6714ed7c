import type { Migration } from '../../kernel/db/migrate.js';

/** The development mailbox: every message the platform sends while no SMTP server is set. */
export const mailboxMigration: Migration = {
  id: 'mail/0001-mailbox',
  statements: (t) => [
    // `seq` orders the messages as they were sent, also within one clock instant.
    `CREATE TABLE mail_messages (
      seq ${t.serialPrimaryKey},
      id TEXT NOT NULL UNIQUE,
      site_id TEXT NOT NULL REFERENCES sites (id),
      to_address TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT NOT NULL,
      created_date TEXT NOT NULL
    )`,
    'CREATE INDEX mail_messages_to ON mail_messages (site_id, to_address, seq)',
  ],
};

/**
 * Delivery through SMTP: a message is `kept` (the development mailbox), `pending` (written, not
 * yet taken by the server) or `sent` (taken; its bodies blanked).
 */
export const mailDeliveryMigration: Migration = {
  id: 'mail/0002-delivery',
  statements: () => [
    `ALTER TABLE mail_messages ADD COLUMN state TEXT NOT NULL DEFAULT 'kept'`,
    'ALTER TABLE mail_messages ADD COLUMN sent_date TEXT',
  ],
};

/** Files sent with a message (a booking's calendar entry, an order's tickets), as a JSON list. */
export const mailAttachmentsMigration: Migration = {
  id: 'mail/0003-attachments',
  statements: () => [`ALTER TABLE mail_messages ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]'`],
};
