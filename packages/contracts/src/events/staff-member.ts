import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';

/**
 * What an events staff member may do (Wix's events staff members v1): check guests in (and read
 * the door list), sell tickets at the door, add guests, read sales, read guests' form answers.
 */
export const EventStaffPermissions = [
  'CHECK_IN_GUESTS',
  'SELL_TICKETS',
  'ADD_GUESTS',
  'READ_ANALYTICS',
  'READ_GUEST_FORM',
] as const;
export type EventStaffPermission = (typeof EventStaffPermissions)[number];

/**
 * PENDING until the staff member first opens their login link (joins), HAS_ACCESS after, and
 * ACCESS_PAUSED while the owner pauses them: their links and tokens are then refused.
 */
export const EventStaffStatuses = ['PENDING', 'HAS_ACCESS', 'ACCESS_PAUSED'] as const;
export type EventStaffStatus = (typeof EventStaffStatuses)[number];

/** The one extra field a read can ask for: the staff member's login link. */
export const EventStaffFieldsets = ['LOGIN_LINK'] as const;

const EventIdsSchema = Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 50 });

/** Exactly one of `allEvents` (every event, new ones too) and `specificEvents` says which events. */
export const EventStaffMemberSchema = Type.Object({
  id: Type.String(),
  /** Moves by one with every change; an update names the revision it read. */
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  name: Type.String(),
  status: StringEnum(EventStaffStatuses),
  permissions: Type.Array(StringEnum(EventStaffPermissions)),
  allEvents: Type.Optional(Type.Object({})),
  specificEvents: Type.Optional(Type.Object({ events: Type.Array(Type.String()) })),
  /** The link that signs the staff member in; only with the `LOGIN_LINK` fieldset (and on create). */
  loginLink: Type.Optional(Type.String()),
});
export type EventStaffMember = Static<typeof EventStaffMemberSchema>;

const WritableStaffFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  permissions: Type.Array(StringEnum(EventStaffPermissions), { minItems: 1, maxItems: 5 }),
  allEvents: Type.Optional(Type.Object({})),
  specificEvents: Type.Optional(Type.Object({ events: EventIdsSchema })),
};

export const CreateEventStaffMemberRequestSchema = Type.Object({
  staffMember: Type.Object(WritableStaffFields),
});
export type CreateEventStaffMemberRequest = Static<typeof CreateEventStaffMemberRequestSchema>;

/**
 * A partial change: the fields named (and `status`, to pause or resume) replace the current ones;
 * `revision` is the one read, so a change made since is not overwritten.
 */
export const UpdateEventStaffMemberRequestSchema = Type.Object({
  staffMember: Type.Object({
    id: Type.Optional(Type.String()),
    revision: Type.String({ pattern: '^[0-9]{1,15}$' }),
    name: Type.Optional(WritableStaffFields.name),
    permissions: Type.Optional(WritableStaffFields.permissions),
    allEvents: WritableStaffFields.allEvents,
    specificEvents: WritableStaffFields.specificEvents,
    status: Type.Optional(StringEnum(['HAS_ACCESS', 'ACCESS_PAUSED'] as const)),
  }),
  fieldMask: Type.Optional(Type.Object({ paths: Type.Array(Type.String()) })),
});
export type UpdateEventStaffMemberRequest = Static<typeof UpdateEventStaffMemberRequestSchema>;

const FieldsetsSchema = Type.Array(StringEnum(EventStaffFieldsets), { maxItems: 3 });

export const GetEventStaffMemberQuerySchema = Type.Object({
  fieldsets: Type.Optional(Type.Union([FieldsetsSchema, StringEnum(EventStaffFieldsets)])),
});

/** Filter and sort by `id`, `name`, `status`, `createdDate`, `updatedDate`; offset or cursor paging. */
export const QueryEventStaffMembersRequestSchema = Type.Object({
  query: Type.Optional(QuerySchema),
  fieldsets: Type.Optional(FieldsetsSchema),
});
export type QueryEventStaffMembersRequest = Static<typeof QueryEventStaffMembersRequestSchema>;

export const EventStaffMemberResponseSchema = Type.Object({ staffMember: EventStaffMemberSchema });
export type EventStaffMemberResponse = Static<typeof EventStaffMemberResponseSchema>;

export const QueryEventStaffMembersResponseSchema = Type.Object({
  staffMembers: Type.Array(EventStaffMemberSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryEventStaffMembersResponse = Static<typeof QueryEventStaffMembersResponseSchema>;

const TokenSchema = Type.String({ minLength: 1, maxLength: 500 });

/** The token of a login link: `join` the first time (PENDING becomes HAS_ACCESS). */
export const JoinEventStaffRequestSchema = Type.Object({ joinToken: TokenSchema });
/** The token of a login link again, on another device of a staff member who has joined. */
export const LoginEventStaffRequestSchema = Type.Object({ loginToken: TokenSchema });
/** A staff access token: who it belongs to, and whether it still gives access. */
export const AccessEventStaffRequestSchema = Type.Object({ accessToken: TokenSchema });

/**
 * A signed-in device: `accessToken` goes in the `Authorization` header of the calls the staff
 * member's permissions open (checking guests in, the door list, ...), `deviceId` names the device.
 */
export const EventStaffSignInResponseSchema = Type.Object({
  staffMember: EventStaffMemberSchema,
  accessToken: Type.String(),
  deviceId: Type.String(),
});
export type EventStaffSignInResponse = Static<typeof EventStaffSignInResponseSchema>;
