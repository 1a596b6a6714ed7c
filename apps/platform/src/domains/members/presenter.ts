import type { Member, MemberFieldset } from '@bazaar/contracts';
import type { IdentityRecord } from '../identity/record.js';

const STATUS: Record<IdentityRecord['status'], Member['status']> = {
  ACTIVE: 'APPROVED',
  PENDING: 'PENDING',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
  DELETED: 'UNKNOWN',
};

/** The name a member goes by: their nickname, else their first name, else the email's local part. */
const nicknameOf = (record: IdentityRecord): string =>
  record.profile.nickname?.trim() || record.profile.firstName?.trim() || (record.email.split('@')[0] ?? '');

/**
 * A member at the widest fieldset asked for (PUBLIC by default, as Wix does): PUBLIC is the id
 * and the profile with UNKNOWN statuses; EXTENDED adds the login email, the statuses and dates;
 * FULL adds the contact.
 */
export function presentMember(record: IdentityRecord, fieldsets: readonly MemberFieldset[]): Member {
  const full = fieldsets.includes('FULL');
  const extended = full || fieldsets.includes('EXTENDED');
  const privacy = record.profile.privacyStatus === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE';
  return {
    id: record.id,
    profile: {
      nickname: nicknameOf(record),
      slug: record.profile.slug ?? record.id,
      ...(record.profile.picture ? { photo: { url: record.profile.picture } } : {}),
    },
    status: extended ? STATUS[record.status] : 'UNKNOWN',
    privacyStatus: extended ? privacy : 'UNKNOWN',
    activityStatus: extended ? 'ACTIVE' : 'UNKNOWN',
    // A member's contact record is their identity's: one id for both.
    contactId: record.id,
    ...(extended
      ? {
          loginEmail: record.email,
          loginEmailVerified: record.emailVerified,
          createdDate: record.createdDate,
          updatedDate: record.updatedDate,
          ...(record.lastLoginDate ? { lastLoginDate: record.lastLoginDate } : {}),
        }
      : {}),
    ...(full
      ? {
          contact: {
            ...(record.profile.firstName ? { firstName: record.profile.firstName } : {}),
            ...(record.profile.lastName ? { lastName: record.profile.lastName } : {}),
            emails: record.profile.emails ?? [record.email],
            phones: record.profile.phones ?? [],
            addresses: [],
          },
        }
      : {}),
  };
}
