import type { ListMailQuery, MailAttachment, MailMessage } from '@bazaar/contracts';
import type { Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

interface MessageRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  created_date: string;
}

/** The site's messages in the development mailbox (kept, not sent anywhere), newest first. */
export async function readMailbox(
  db: Queryable,
  siteId: string,
  query: ListMailQuery,
): Promise<MailMessage[]> {
  const to = query.to ? sql` AND to_address = ${query.to.trim().toLowerCase()}` : sql.empty;
  const rows = await db.all<MessageRow>(sql`
    SELECT id, to_address, subject, text_body, html_body, attachments, created_date FROM mail_messages
    WHERE site_id = ${siteId} AND state = 'kept'${to}
    ORDER BY seq DESC LIMIT ${query.limit ?? 20}`);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: JSON.parse(row.attachments) as MailAttachment[],
    createdDate: row.created_date,
  }));
}

/** A message waiting for the SMTP server. */
export interface PendingMessage {
  site_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
}

export async function insertMessage(
  db: Queryable,
  message: {
    id: string;
    siteId: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: MailAttachment[];
  },
  state: 'pending' | 'kept',
  now: string,
): Promise<void> {
  await db.run(sql`
    INSERT INTO mail_messages (id, site_id, to_address, subject, text_body, html_body, attachments, state, created_date)
    VALUES (${message.id}, ${message.siteId}, ${message.to}, ${message.subject}, ${message.text}, ${message.html},
            ${JSON.stringify(message.attachments ?? [])}, ${state}, ${now})`);
}

export const findPendingMessage = (db: Queryable, id: string) =>
  db.one<PendingMessage>(sql`
    SELECT site_id, to_address, subject, text_body, html_body, attachments FROM mail_messages
    WHERE id = ${id} AND state = 'pending'`);

/** Marks a message sent and blanks its bodies: codes and links live no longer than they must. */
export async function markMessageSent(db: Queryable, id: string, now: string): Promise<void> {
  await db.run(sql`
    UPDATE mail_messages SET state = 'sent', text_body = '', html_body = '', attachments = '[]', sent_date = ${now}
    WHERE id = ${id} AND state = 'pending'`);
}

/** Deletes messages written before `before` that are done with (sent, or the mailbox's); never a pending one. */
export async function deleteMessagesBefore(db: Queryable, before: string): Promise<number> {
  const { changes } = await db.run(
    sql`DELETE FROM mail_messages WHERE state IN ('sent', 'kept') AND created_date < ${before}`,
  );
  return changes;
}
