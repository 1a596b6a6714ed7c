import { type Static, Type } from 'typebox';

/** A message the platform sent, as the development mailbox keeps it (no SMTP server set). */
export const MailMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
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
