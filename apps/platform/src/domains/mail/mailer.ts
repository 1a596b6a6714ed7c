import type { ListMailQuery, MailMessage } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { newId } from '../../kernel/ids.js';

/** A message to one person, in plain text and in HTML (mail clients show the one they prefer). */
export interface OutgoingMail {
  siteId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers a finished message somewhere: an SMTP server, or the development mailbox. */
export interface MailTransport {
  readonly name: string;
  deliver(mail: OutgoingMail): Promise<void>;
}

/** The development mailbox: messages kept in the database, readable by the site owner. */
export function mailboxTransport(db: Database, clock: Clock): MailTransport {
  return {
    name: 'mailbox',
    async deliver(mail) {
      await db.run(sql`
        INSERT INTO mail_messages (id, site_id, to_address, subject, text_body, html_body, created_date)
        VALUES (${newId()}, ${mail.siteId}, ${mail.to.toLowerCase()}, ${mail.subject}, ${mail.text}, ${mail.html},
                ${clock.now().toISOString()})`);
    },
  };
}

interface MessageRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_date: string;
}

/** The site's messages in the development mailbox, newest first. */
export async function readMailbox(
  db: Database,
  siteId: string,
  query: ListMailQuery,
): Promise<MailMessage[]> {
  const to = query.to ? sql` AND to_address = ${query.to.trim().toLowerCase()}` : sql.empty;
  const rows = await db.all<MessageRow>(sql`
    SELECT id, to_address, subject, text_body, html_body, created_date FROM mail_messages
    WHERE site_id = ${siteId}${to}
    ORDER BY seq DESC LIMIT ${query.limit ?? 20}`);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdDate: row.created_date,
  }));
}
