import type { Query } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { allServices, findService } from '../services/repo.js';
import type { StaffService } from '../staff/service.js';
import { type BookingRecord, serviceIdOf } from './repo.js';

/** The email of an account (a person who runs sites), if the account exists. */
export type AccountEmail = (accountId: string) => Promise<string | undefined>;

/**
 * Whose bookings a back-office caller works on. A STAFF account works as the staff members of
 * the site that carry its email: it sees their appointments and the classes and courses they
 * teach, nothing else. Owners and managers, and API keys (a shared front-desk device carries a
 * key, not a person), see the whole site.
 */
export function createOwnCalendar(deps: {
  db: Queryable;
  staff: Pick<StaffService, 'allStaff'>;
  accountEmail: AccountEmail;
}) {
  /** The staff members the caller is, or `undefined` when the caller sees every booking. */
  async function staffIdsOf(identity: AuthenticatedIdentity): Promise<readonly string[] | undefined> {
    if (identity.kind !== 'owner' || identity.role !== 'STAFF' || !identity.accountId) return undefined;
    const email = (await deps.accountEmail(identity.accountId))?.toLowerCase();
    if (!email) return [];
    const staff = await deps.staff.allStaff(identity.siteId);
    return staff.filter((member) => member.email?.toLowerCase() === email).map((member) => member.id);
  }

  return {
    /** `query` narrowed to the bookings the caller's calendar holds (unchanged for the business). */
    async narrow(identity: AuthenticatedIdentity, query: Query | undefined): Promise<Query | undefined> {
      const staffIds = await staffIdsOf(identity);
      if (!staffIds) return query;
      const taught = (await allServices(deps.db, identity.siteId))
        .filter((service) => service.type !== 'APPOINTMENT')
        .filter((service) => service.staffMemberIds.some((id) => staffIds.includes(id)))
        .map((service) => service.id);
      return {
        ...query,
        filter: {
          $and: [
            query?.filter ?? {},
            {
              $or: [
                { 'bookedEntity.slot.resource.id': { $in: [...staffIds] } },
                { 'bookedEntity.slot.serviceId': { $in: taught } },
              ],
            },
          ],
        },
      };
    },

    /** Whether the booking is on the caller's calendar (always, for the business). */
    async holds(identity: AuthenticatedIdentity, record: BookingRecord): Promise<boolean> {
      const staffIds = await staffIdsOf(identity);
      if (!staffIds) return true;
      if (record.staffId) return staffIds.includes(record.staffId);
      const service = await findService(deps.db, identity.siteId, serviceIdOf(record));
      return service?.staffMemberIds.some((id) => staffIds.includes(id)) ?? false;
    },
  };
}

export type OwnCalendar = ReturnType<typeof createOwnCalendar>;
