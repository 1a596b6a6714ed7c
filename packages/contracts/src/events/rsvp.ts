import { type Static, type TSchema, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import { FormResponseSchema } from './order.js';

/** YES: coming; NO: not coming; WAITING: on the waitlist of a full event. */
export const RsvpStatuses = ['YES', 'NO', 'WAITING'] as const;
export type RsvpStatus = (typeof RsvpStatuses)[number];
/** The most guests one RSVP may bring besides the guest who answers. */
export const MAX_ADDITIONAL_GUESTS = 9;

const Id = Type.String({ minLength: 1, maxLength: 100 });

/** An answer to an RSVP event's invitation (Wix RSVP v1), with the guests it brings. */
export const RsvpSchema = Type.Object({
  id: Type.String(),
  eventId: Type.String(),
  memberId: Type.Optional(Type.String()),
  created: Type.String({ format: 'date-time' }),
  modified: Type.String({ format: 'date-time' }),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  rsvpForm: FormResponseSchema,
  status: StringEnum(RsvpStatuses),
  /** The guest who answered and those they bring. */
  totalGuests: Type.Integer(),
  guests: Type.Array(
    Type.Object({
      index: Type.Integer(),
      fullName: Type.String(),
      /** When the guest was let in at the door. */
      checkIn: Type.Optional(Type.Object({ created: Type.String({ format: 'date-time' }) })),
    }),
  ),
});
export type Rsvp = Static<typeof RsvpSchema>;

/**
 * `createRsvp`: the form's `firstName`, `lastName` and `email` inputs are required; `additionalGuests`
 * (a count) and `guestNames` (their names) bring others. YES on a full event joins its waitlist
 * when it keeps one (the answer says WAITING).
 */
export const CreateRsvpRequestSchema = Type.Object({
  eventId: Id,
  form: FormResponseSchema,
  status: Type.Optional(StringEnum(RsvpStatuses)),
  memberId: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CreateRsvpRequest = Static<typeof CreateRsvpRequestSchema>;

export const RsvpResponseSchema = Type.Object({ rsvp: RsvpSchema });

const Many = <T extends TSchema>(item: T) => Type.Optional(OneOrMany(item));

/** The guest list: the owner's of any event, a guest's own answers otherwise. */
export const ListRsvpQuerySchema = Type.Object({
  eventId: Many(Id),
  status: Many(StringEnum(RsvpStatuses)),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ListRsvpQuery = Static<typeof ListRsvpQuerySchema>;

export const ListRsvpResponseSchema = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  rsvps: Type.Array(RsvpSchema),
  /** How many guests are coming and waiting, per status (of the event filtered, or all). */
  facets: Type.Object({ status: Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) }) }),
});
export type ListRsvpResponse = Static<typeof ListRsvpResponseSchema>;

export const DeleteRsvpQuerySchema = Type.Object({
  eventId: Id,
  rsvpId: OneOrMany(Id),
});

export const RsvpIdParamsSchema = Type.Object({ rsvpId: Id });
export const GetRsvpQuerySchema = Type.Object({
  eventId: Id,
  /** Accepted for the official module; every RSVP is given whole. */
  fieldset: Many(Type.String({ maxLength: 40 })),
});

/**
 * `queryRsvp` (the owner's guest list, or a guest's own answers): `filter` takes `eventId` and
 * `status`, each a value or `{ $in: [...] }`; `searchPhrase` matches part of the guest's email.
 */
export const QueryRsvpRequestSchema = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  fieldset: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
  filter: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
});
export type QueryRsvpRequest = Static<typeof QueryRsvpRequestSchema>;

const MaskPaths = Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 });
const FieldMaskSchema = Type.Union([
  Type.String({ maxLength: 400 }),
  MaskPaths,
  Type.Object({ paths: MaskPaths }),
]);

/** `updateRsvp` (the owner): an answer moved to another status, within the event's guest limit. */
export const UpdateRsvpRequestSchema = Type.Object({
  eventId: Id,
  status: StringEnum(RsvpStatuses),
  /** Accepted for the official module (a field mask: `"status"`, a list or `{ paths }`); the status is what changes. */
  fields: Type.Optional(FieldMaskSchema),
});
export type UpdateRsvpRequest = Static<typeof UpdateRsvpRequestSchema>;

/** `bulkUpdateRsvp` (the owner): several answers of one event moved to one status, all or none. */
export const BulkUpdateRsvpRequestSchema = Type.Object({
  eventId: Id,
  rsvpId: Type.Array(Id, { minItems: 1, maxItems: 100 }),
  status: StringEnum(RsvpStatuses),
  fields: Type.Optional(FieldMaskSchema),
});
export type BulkUpdateRsvpRequest = Static<typeof BulkUpdateRsvpRequestSchema>;
export const RsvpsResponseSchema = Type.Object({ rsvps: Type.Array(RsvpSchema) });

/** `checkInRsvp`: guests of a YES answer let in at the door, by their `index` (all of them when none is named). */
export const CheckInRsvpRequestSchema = Type.Object({
  eventId: Id,
  rsvpId: Id,
  guestId: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { maxItems: 100 })),
});
export type CheckInRsvpRequest = Static<typeof CheckInRsvpRequestSchema>;
/** `deleteRsvpCheckIn`: the same, undone (query parameters). */
export const DeleteRsvpCheckInQuerySchema = Type.Object({
  eventId: Id,
  rsvpId: Id,
  guestId: Many(Type.Integer({ minimum: 0, maximum: 1000 })),
});
export type DeleteRsvpCheckInQuery = Static<typeof DeleteRsvpCheckInQuerySchema>;
