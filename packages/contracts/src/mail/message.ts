import { type Static, Type } from 'typebox';

/** A file sent with a message: a booking's calendar entry, an order's tickets. */
export const MailAttachmentSchema = Type.Object({
  filename: Type.String(),
  contentType: Type.String(),
  /** The file's bytes, base64-encoded. */
  content: Type.String({ contentEncoding: 'base64' }),
});
export type MailAttachment = Static<typeof MailAttachmentSchema>;

/** A message the platform sent, as the development mailbox keeps it (no SMTP server set). */
export const MailMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  attachments: Type.Array(MailAttachmentSchema),
  createdDate: Type.String({ format: 'date-time' }),
});
export type MailMessage = Static<typeof MailMessageSchema>;

/** The owner reads the mailbox, newest first, for one address or all. */
export const ListMailQuerySchema = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type ListMailQuery = Static<typeof ListMailQuerySchema>;

export const ListMailResponseSchema = Type.Object({ messages: Type.Array(MailMessageSchema) });
export type ListMailResponse = Static<typeof ListMailResponseSchema>;

/** How long a link to the hosted mailbox page works. */
export const MAILBOX_LINK_MINUTES = 60;

/** A link the owner opens to read the development mailbox in a browser (the key is in its fragment). */
export const MailboxLinkResponseSchema = Type.Object({
  url: Type.String(),
  expiresDate: Type.String({ format: 'date-time' }),
});
export type MailboxLinkResponse = Static<typeof MailboxLinkResponseSchema>;

/** The hosted mailbox page's call: the link's key is the credential. */
export const HostedMailboxRequestSchema = Type.Object({
  key: Type.String({ minLength: 10, maxLength: 2_000 }),
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type HostedMailboxRequest = Static<typeof HostedMailboxRequestSchema>;

/** The hosted mailbox page asks for every kind of message, made from sample data. */
export const HostedMailPreviewsRequestSchema = Type.Object({
  key: Type.String({ minLength: 10, maxLength: 2_000 }),
});
export type HostedMailPreviewsRequest = Static<typeof HostedMailPreviewsRequestSchema>;
