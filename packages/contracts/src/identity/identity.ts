import { type Static, Type } from 'typebox';
import { StringEnum } from '../common/enums.js';

export const IdentityStatuses = ['PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE'] as const;
export type IdentityStatus = (typeof IdentityStatuses)[number];

export const PendingReasons = [
  'PENDING_ADMIN_APPROVAL_REQUIRED',
  'PENDING_EMAIL_VERIFICATION_REQUIRED',
] as const;
export type PendingReason = (typeof PendingReasons)[number];

export const PrivacyStatuses = ['UNDEFINED', 'PUBLIC', 'PRIVATE'] as const;

/**
 * How a site lets visitors become members: at once (`OPEN`), once they prove their email with a
 * mailed code (`EMAIL_VERIFICATION`, the default), or once the owner approves them (`OWNER_APPROVAL`).
 */
/** INVITATION_ONLY: no one signs up; members are made by invitation (the accounts of the dashboard). */
export const MemberSignUpPolicies = [
  'OPEN',
  'EMAIL_VERIFICATION',
  'OWNER_APPROVAL',
  'INVITATION_ONLY',
] as const;
export type MemberSignUpPolicy = (typeof MemberSignUpPolicies)[number];
export const DEFAULT_SIGN_UP_POLICY: MemberSignUpPolicy = 'EMAIL_VERIFICATION';

const Name = Type.String({ maxLength: 100 });

/** What a member tells about themselves at sign-up (Wix `identityProfile`). */
export const IdentityProfileSchema = Type.Object({
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  nickname: Type.Optional(Type.String({ maxLength: 100 })),
  picture: Type.Optional(Type.String({ maxLength: 2_000 })),
  emails: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: 10 })),
  phones: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
  labels: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  language: Type.Optional(Type.String({ maxLength: 20 })),
  privacyStatus: Type.Optional(StringEnum(PrivacyStatuses)),
  slug: Type.Optional(Type.String({ maxLength: 100 })),
});
export type IdentityProfile = Static<typeof IdentityProfileSchema>;

/** A member's identity, as the official `authentication` module reads it. */
export const IdentitySchema = Type.Object({
  id: Type.String(),
  revision: Type.String(),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
  identityProfile: IdentityProfileSchema,
  email: Type.Object({ address: Type.String(), isVerified: Type.Boolean() }),
  status: Type.Object({
    name: StringEnum(IdentityStatuses),
    reasons: Type.Array(StringEnum(PendingReasons)),
  }),
});
export type Identity = Static<typeof IdentitySchema>;
