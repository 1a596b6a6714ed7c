import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport.js';

/**
 * Delivery to the SMTP server of `url` (`smtp://user:pass@host:port`, or `smtps://` for TLS from
 * the first byte). The timeouts are short because a delivery waits on them: a server that does
 * not answer fails the attempt within seconds, and the outbox tries again later.
 */
export function smtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transport = createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async deliver(mail) {
      await transport.sendMail({
        // Pictures drawn into a message (a ticket's QR code) travel as inline parts, which mail
        // clients show where they block data: addresses.
        attachDataUrls: true,
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
          encoding: 'base64',
        })),
      });
    },
    close: () => transport.close(),
  };
}
