import type { AuthStrategy } from './strategy.js';

/**
 * The calls of an events staff member's device: their access token (`EventsStaff.…`, from
 * `staffMembers.joinStaffMember` or `loginStaffMember`) as `Authorization`. The platform opens
 * the calls their permissions name, at their events only; it is not an owner's credential.
 */
export function StaffTokenStrategy(options: { accessToken: string }): AuthStrategy {
  return { elevated: false, getAuthHeaders: async () => ({ authorization: options.accessToken }) };
}
