import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { PagingMetadataSchema, QuerySchema } from '../common/query.js';
import { WeeklySpanSchema } from './service.js';

export const StaffStatuses = ['ACTIVE', 'INACTIVE'] as const;

/** A span of time off, UTC instants, `end` after `start`. */
export const TimeOffSchema = Type.Object({
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
});

/**
 * A staff member who provides services. `workingHours` is their weekly timetable in the
 * business's time zone (none: the business's hours); `timeOff` the spans they are away.
 */
export const StaffMemberSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  status: StringEnum(StaffStatuses),
  workingHours: Type.Array(WeeklySpanSchema),
  timeOff: Type.Array(TimeOffSchema),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  revision: Type.String({ description: 'int64 as a string' }),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

export const StaffMemberInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  status: Type.Optional(StringEnum(StaffStatuses)),
  workingHours: Type.Optional(Type.Array(WeeklySpanSchema, { maxItems: 50 })),
  timeOff: Type.Optional(Type.Array(TimeOffSchema, { maxItems: 200 })),
});

export const CreateStaffMemberRequestSchema = Type.Object({ staffMember: StaffMemberInputSchema });
export type CreateStaffMemberRequest = Static<typeof CreateStaffMemberRequestSchema>;

export const UpdateStaffMemberRequestSchema = Type.Object({
  staffMember: Type.Intersect([
    Type.Partial(StaffMemberInputSchema),
    Type.Object({
      id: Type.Optional(Type.String({ maxLength: 100 })),
      revision: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
    }),
  ]),
});
export type UpdateStaffMemberRequest = Static<typeof UpdateStaffMemberRequestSchema>;

export const StaffMemberResponseSchema = Type.Object({ staffMember: StaffMemberSchema });
export type StaffMemberResponse = Static<typeof StaffMemberResponseSchema>;

export const StaffMemberIdParamsSchema = Type.Object({
  staffMemberId: Type.String({ minLength: 1, maxLength: 100 }),
});

/** Filter by `id`, `name`, `status`; sort by `name` or `createdDate`. */
export const QueryStaffMembersRequestSchema = Type.Object({ query: Type.Optional(QuerySchema) });
export type QueryStaffMembersRequest = Static<typeof QueryStaffMembersRequestSchema>;

export const QueryStaffMembersResponseSchema = Type.Object({
  staffMembers: Type.Array(StaffMemberSchema),
  pagingMetadata: PagingMetadataSchema,
});
export type QueryStaffMembersResponse = Static<typeof QueryStaffMembersResponseSchema>;
