import { type Static, type TSchema, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import { EventOrderStatuses, EventTicketSchema } from './order.js';

/** The owner's calls on issued tickets (Wix's tickets v1): list, get, and undoing a check-in. */

const Id = Type.String({ minLength: 1, maxLength: 100 });
const TicketNumber = Type.String({ minLength: 1, maxLength: 40 });
const Many = <T extends TSchema>(item: T) => Type.Optional(OneOrMany(item));

/** Most tickets one page lists. */
export const MAX_TICKETS_PAGE = 100;

/** `state` filters of `listTickets`; every one given must hold (Wix's FREE and PAID are not served). */
export const TicketListStates = [
  'ORDER_ARCHIVED',
  'ORDER_ACTIVE',
  'TICKET_ARCHIVED',
  'TICKET_ACTIVE',
  'CHECKED_IN',
  'NON_CHECKED_IN',
  'MEMBER',
] as const;
export type TicketListState = (typeof TicketListStates)[number];

/** `listTickets`: the tickets of one or more events, every filter a list (query parameters). */
export const ListTicketsQuerySchema = Type.Object({
  eventId: OneOrMany(Id),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PAGE })),
  orderNumber: Many(Type.String({ minLength: 1, maxLength: 40 })),
  ticketNumber: Many(TicketNumber),
  /** Part of the guest's or the buyer's name or email, or of the ticket or order number. */
  searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
  orderStatus: Many(StringEnum(EventOrderStatuses)),
  state: Many(StringEnum(TicketListStates)),
  memberId: Many(Id),
  /** Accepted for the official module; every ticket is given whole. */
  fieldset: Many(Type.String({ maxLength: 40 })),
  /** `created`, `orderNumber` or `ticketNumber`, then `:asc` or `:desc` (default `created:desc`). */
  sort: Type.Optional(
    Type.String({ pattern: '^(created|orderNumber|ticketNumber)(:(asc|desc|ASC|DESC))?$' }),
  ),
});
export type ListTicketsQuery = Static<typeof ListTicketsQuerySchema>;

export const ListTicketsResponseSchema = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  tickets: Type.Array(EventTicketSchema),
});
export type ListTicketsResponse = Static<typeof ListTicketsResponseSchema>;

export const TicketNumberParamsSchema = Type.Object({ ticketNumber: TicketNumber });
export const GetTicketQuerySchema = Type.Object({
  eventId: Id,
  fieldset: Many(Type.String({ maxLength: 40 })),
});
export const TicketResponseSchema = Type.Object({ ticket: EventTicketSchema });

/** `deleteTicketCheckIns`: the event and the tickets whose check-in is undone (query parameters). */
export const DeleteTicketCheckInsQuerySchema = Type.Object({
  eventId: Id,
  ticketNumber: OneOrMany(TicketNumber),
});
export type DeleteTicketCheckInsQuery = Static<typeof DeleteTicketCheckInsQuerySchema>;

const MaskPaths = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 });
/** A field mask as the official module sends it: `"archived"`, a list or `{ paths }`. */
const FieldMask = Type.Union([Type.String({ maxLength: 400 }), MaskPaths, Type.Object({ paths: MaskPaths })]);

/**
 * `updateTicket`: the owner archives one ticket apart from its order, or brings it back. A
 * ticket's guest is changed on its order (`updateOrder`), so `guestDetails` is refused here.
 */
export const UpdateTicketRequestSchema = Type.Object({
  eventId: Id,
  archived: Type.Boolean(),
  fields: Type.Optional(FieldMask),
  guestDetails: Type.Optional(Type.Unknown()),
});
export type UpdateTicketRequest = Static<typeof UpdateTicketRequestSchema>;

/** `bulkUpdateTickets`: several tickets of one event archived or brought back, all or none. */
export const BulkUpdateTicketsRequestSchema = Type.Object({
  eventId: Id,
  ticketNumber: Type.Array(TicketNumber, { minItems: 1, maxItems: 100 }),
  archived: Type.Boolean(),
  fields: Type.Optional(FieldMask),
});
export type BulkUpdateTicketsRequest = Static<typeof BulkUpdateTicketsRequestSchema>;
