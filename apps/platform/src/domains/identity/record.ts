import type { IdentityProfile, IdentityStatus, PendingReason } from '@bazaar/contracts';

/** A member's identity as stored. The password hash never leaves the domain. */
export interface IdentityRecord {
  id: string;
  siteId: string;
  /** Lower-cased and trimmed: one identity per address, however it is typed. */
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  status: IdentityStatus;
  reasons: PendingReason[];
  profile: IdentityProfile;
  revision: number;
  createdDate: string;
  updatedDate: string;
  lastLoginDate?: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
