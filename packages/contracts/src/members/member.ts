import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';
import { OneOrMany } from '../common/one-or-many.js';
import { PagingMetadataSchema, PagingSchema, QuerySchema } from '../common/query.js';

export const MemberFieldsets = ['PUBLIC', 'EXTENDED', 'FULL'] as const;
export type MemberFieldset = (typeof MemberFieldsets)[number];
export const MemberStatuses = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'] as const;
export const MemberPrivacyStatuses = ['UNKNOWN', 'PRIVATE', 'PUBLIC'] as const;
export const MemberActivityStatuses = ['UNKNOWN', 'ACTIVE', 'MUTED'] as const;

/**
 * A member as the official `members` module reads it (reference §2.10). PUBLIC (the default)
 * gives the id and the profile, with the statuses UNKNOWN; EXTENDED adds the login email, the
 * statuses and the dates; FULL adds the contact.
 */
export const MemberSchema = Type.Object({
  id: Type.String(),
  profile: Type.Object({
    nickname: Type.String(),
    slug: Type.String(),
    photo: Type.Optional(
      Type.Object({
        id: Type.Optional(Type.String()),
        url: Type.String(),
        height: Type.Optional(Type.Integer()),
        width: Type.Optional(Type.Integer()),
      }),
    ),
    title: Type.Optional(Type.String()),
  }),
  status: StringEnum(MemberStatuses),
  privacyStatus: StringEnum(MemberPrivacyStatuses),
  activityStatus: StringEnum(MemberActivityStatuses),
  contactId: Type.Optional(Type.String()),
  loginEmail: Type.Optional(Type.String()),
  loginEmailVerified: Type.Optional(Type.Boolean()),
  contact: Type.Optional(
    Type.Object({
      firstName: Type.Optional(Type.String()),
      lastName: Type.Optional(Type.String()),
      emails: Type.Array(Type.String()),
      phones: Type.Array(Type.String()),
      addresses: Type.Array(Type.Object({})),
    }),
  ),
  createdDate: Type.Optional(Type.String({ format: 'date-time' })),
  updatedDate: Type.Optional(Type.String({ format: 'date-time' })),
  lastLoginDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Member = Static<typeof MemberSchema>;

export const GetCurrentMemberQuerySchema = Type.Object({
  fieldsets: Type.Optional(OneOrMany(StringEnum(MemberFieldsets))),
});
export type GetCurrentMemberQuery = Static<typeof GetCurrentMemberQuerySchema>;

export const MemberResponseSchema = Type.Object({ member: MemberSchema });
export type MemberResponse = Static<typeof MemberResponseSchema>;

/** `getMember` and `listMembers`: the fieldsets wanted, as for the current member. */
export const MemberIdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const ListMembersQuerySchema = Type.Object({
  fieldsets: Type.Optional(OneOrMany(StringEnum(MemberFieldsets))),
  /** Sent as `paging.limit` and `paging.offset`. */
  paging: Type.Optional(PagingSchema),
});
export type ListMembersQuery = Static<typeof ListMembersQuerySchema>;

/** `queryMembers`: the query language over id, loginEmail, profile.nickname and the dates. */
export const QueryMembersRequestSchema = Type.Object({
  query: Type.Optional(QuerySchema),
  fieldsets: Type.Optional(Type.Array(StringEnum(MemberFieldsets), { maxItems: 3 })),
});
export type QueryMembersRequest = Static<typeof QueryMembersRequestSchema>;

/** Members answer with `metadata`, which the official builder reads as its paging facts. */
export const MembersPageSchema = Type.Object({
  members: Type.Array(MemberSchema),
  metadata: PagingMetadataSchema,
});
export type MembersPage = Static<typeof MembersPageSchema>;

/** `updateMember`: what a member may change of themselves (the owner, of anyone). */
export const UpdateMemberRequestSchema = Type.Object({
  member: Type.Object({
    id: Type.Optional(Type.String({ maxLength: 100 })),
    profile: Type.Optional(
      Type.Object({
        nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        photo: Type.Optional(Type.Object({ url: Type.String({ format: 'uri', maxLength: 2_000 }) })),
      }),
    ),
    contact: Type.Optional(
      Type.Object({
        firstName: Type.Optional(Type.String({ maxLength: 100 })),
        lastName: Type.Optional(Type.String({ maxLength: 100 })),
        phones: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
      }),
    ),
    privacyStatus: Type.Optional(StringEnum(['PRIVATE', 'PUBLIC'] as const)),
  }),
});
export type UpdateMemberRequest = Static<typeof UpdateMemberRequestSchema>;

/** `createMember`: the owner makes a member, who sets a password from an activation link. */
export const CreateMemberRequestSchema = Type.Object({
  member: Type.Object({
    loginEmail: Type.String({ format: 'email', maxLength: 254 }),
    profile: Type.Optional(
      Type.Object({
        nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      }),
    ),
    contact: Type.Optional(
      Type.Object({
        firstName: Type.Optional(Type.String({ maxLength: 100 })),
        lastName: Type.Optional(Type.String({ maxLength: 100 })),
      }),
    ),
  }),
});
export type CreateMemberRequest = Static<typeof CreateMemberRequestSchema>;
