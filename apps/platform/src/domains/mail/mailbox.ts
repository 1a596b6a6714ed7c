import type { ListMailQuery, MailMessage } from '@bazaar/contracts';
import type { Database } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';

interface MessageRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_date: string;
}

/** The site's messages in the development mailbox (kept, not sent anywhere), newest first. */
export async function readMailbox(
  db: Database,
  siteId: string,
  query: ListMailQuery,
): Promise<MailMessage[]> {
  const to = query.to ? sql` AND to_address = ${query.to.trim().toLowerCase()}` : sql.empty;
  const rows = await db.all<MessageRow>(sql`
    SELECT id, to_address, subject, text_body, html_body, created_date FROM mail_messages
    WHERE site_id = ${siteId} AND state = 'kept'${to}
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
