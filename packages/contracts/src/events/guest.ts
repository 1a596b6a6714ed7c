import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { CursorPagingSchema, CursorsSchema, SortingSchema } from '../common/query.js';
import { FormResponseSchema } from './order.js';

/** Everyone an event expects, as Wix's guests v2 lists them: an RSVP's guest, a buyer, a ticket's holder. */
export const EventGuestTypes = ['RSVP', 'BUYER', 'TICKET_HOLDER'] as const;
export const GuestAttendanceStatuses = ['NOT_ATTENDING', 'ATTENDING', 'IN_WAITLIST'] as const;

export const EventGuestSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  guestType: StringEnum(EventGuestTypes),
  rsvpId: Type.Optional(Type.String()),
  orderNumber: Type.Optional(Type.String()),
  ticketNumber: Type.Optional(Type.String()),
  tickets: Type.Array(
    Type.Object({ number: Type.String(), definitionId: Type.String(), name: Type.String() }),
  ),
  memberId: Type.Optional(Type.String()),
  guestDetails: Type.Object({
    email: Type.Optional(Type.String()),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    formResponse: Type.Optional(FormResponseSchema),
    checkedIn: Type.Boolean(),
  }),
  attendanceStatus: StringEnum(GuestAttendanceStatuses),
  /** The guests this entry stands for: an RSVP's party, an order's tickets, one for a ticket. */
  totalGuests: Type.Integer(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});
export type EventGuest = Static<typeof EventGuestSchema>;

/**
 * `queryGuests` (the owner): `filter` must name the `eventId` (a value or `{ $in }` of at most 100),
 * and may take `guestType`, `attendanceStatus`, `rsvpId`, `orderNumber`, `ticketNumber` and
 * `memberId` the same way; sorted by `createdDate` (the default, oldest first) or `updatedDate`.
 */
export const QueryGuestsRequestSchema = Type.Object({
  query: Type.Optional(
    Type.Object({
      filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
      sort: Type.Optional(Type.Array(SortingSchema, { maxItems: 1 })),
      cursorPaging: Type.Optional(CursorPagingSchema),
      fieldsets: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
    }),
  ),
});
export type QueryGuestsRequest = Static<typeof QueryGuestsRequestSchema>;

export const QueryGuestsResponseSchema = Type.Object({
  guests: Type.Array(EventGuestSchema),
  pagingMetadata: Type.Object({ count: Type.Integer(), cursors: CursorsSchema, hasNext: Type.Boolean() }),
});
export type QueryGuestsResponse = Static<typeof QueryGuestsResponseSchema>;
