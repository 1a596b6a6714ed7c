import type { MailAttachment } from '@bazaar/contracts';

/** A message to one person, in plain text and in HTML (mail clients show the one they prefer). */
export interface OutgoingMail {
  siteId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a calendar entry, tickets), base64-encoded. */
  attachments?: MailAttachment[];
}

/** Hands a finished message to an SMTP server; throws when the server does not take it. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

/** The same transport, telling `failed` of each message the server did not take (the metrics count them). */
export const reportingFailures = (transport: MailTransport, failed: () => void): MailTransport => ({
  async deliver(mail) {
    try {
      await transport.deliver(mail);
    } catch (error) {
      failed();
      throw error;
    }
  },
});
