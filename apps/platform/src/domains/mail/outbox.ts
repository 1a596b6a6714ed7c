import type { Clock } from '../../kernel/clock.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { newId } from '../../kernel/ids.js';
import { type JobHandler, scheduleJob } from '../../kernel/jobs/jobs.js';
import { scheduleMailPrune } from './pruning.js';
import { findPendingMessage, insertMessage, markMessageSent } from './repo.js';
import type { MailTransport, OutgoingMail } from './transport.js';

export const DELIVERY_JOB = 'mail.deliver';
/** The job that delivers a message the first attempt could not: it waits this long first. */
const RETRY_AFTER_MS = 60_000;
/** With the job runner's doubling backoff, about half an hour of tries before the job fails. */
const MAX_DELIVERY_ATTEMPTS = 12;

export interface Mailer {
  /** `mailbox` while no SMTP server is set: messages stay in the database for the owner to read. */
  readonly delivery: 'mailbox' | 'smtp';
  /** Keeps the message, and hands it to the SMTP server when there is one; never loses it. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Writes the message inside the caller's transaction (an order placed, a refund made): it exists
   * only if that commits, and the job runner hands it to the SMTP server afterwards, never
   * holding up the request; in the development mailbox it is readable at once after the commit.
   */
  enqueue(tx: Queryable, mail: OutgoingMail): Promise<void>;
  deliverJob: JobHandler<{ id: string }>;
}

/**
 * Every message the platform sends goes through here. Without a transport it is kept in the
 * development mailbox. With one, it is written first with a delivery job due a minute later, in
 * one transaction, and then handed to the server at once: a message whose first attempt fails
 * (the server is down, the process stops) is delivered by the job, retried with backoff. Delivery
 * is at least once; a message that reached the server has its bodies (codes, links) blanked.
 */
export function createMailer(db: Database, clock: Clock, transport?: MailTransport): Mailer {
  async function deliverPending(q: Queryable, id: string): Promise<void> {
    const row = await findPendingMessage(q, id);
    if (!row || !transport) return;
    await transport.deliver({
      siteId: row.site_id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: JSON.parse(row.attachments),
    });
    await markMessageSent(q, id, clock.now().toISOString());
  }

  /** Writes the message and, with a server, its delivery job due `afterMs` from now. */
  async function write(tx: Queryable, mail: OutgoingMail, afterMs: number): Promise<string> {
    const id = newId();
    const now = clock.now();
    await insertMessage(
      tx,
      { ...mail, id, to: mail.to.toLowerCase() },
      transport ? 'pending' : 'kept',
      now.toISOString(),
    );
    await scheduleMailPrune(tx, clock);
    if (transport)
      await scheduleJob(
        tx,
        clock,
        DELIVERY_JOB,
        { id },
        {
          runAt: new Date(now.getTime() + afterMs),
          maxAttempts: MAX_DELIVERY_ATTEMPTS,
          dedupeKey: `mail:${id}`,
        },
      );
    return id;
  }

  return {
    delivery: transport ? 'smtp' : 'mailbox',
    enqueue: async (tx, mail) => {
      await write(tx, mail, 0);
    },
    async send(mail) {
      const id = await db.transaction((tx) => write(tx, mail, RETRY_AFTER_MS));
      // A failed first attempt is not the caller's failure: the job tries again, and the job
      // runner logs each failure.
      if (transport) await deliverPending(db, id).catch(() => undefined);
    },
    deliverJob: ({ payload, tx }) => deliverPending(tx, payload.id),
  };
}
