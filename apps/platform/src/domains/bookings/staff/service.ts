import type {
  CreateStaffMemberRequest,
  Query,
  StaffMember,
  UpdateStaffMemberRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { type DomainEvent, recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { STAFF_MEMBER_FQDN } from '../events.js';
import * as repo from './repo.js';

const present = ({ siteId: _siteId, revision, ...member }: repo.StaffRecord): StaffMember => ({
  ...member,
  revision: String(revision),
});

/** Time off as UTC instants, each ending after it starts. */
function timeOffOf(spans: { start: string; end: string }[] | undefined): StaffMember['timeOff'] {
  return (spans ?? []).map((span, index) => {
    const start = new Date(span.start).toISOString();
    const end = new Date(span.end).toISOString();
    if (end <= start)
      throw ValidationError.field(`staffMember.timeOff.${index}.end`, 'must be after start', 'VALIDATION');
    return { start, end };
  });
}

/** The people who provide services: the owner writes them, visitors read their names and hours. */
export function createStaffService({ db, clock }: { db: Database; clock: Clock }) {
  const event = (
    siteId: string,
    action: 'created' | 'updated' | 'deleted',
    member: StaffMember,
  ): Omit<DomainEvent<typeof STAFF_MEMBER_FQDN>, 'id'> => ({
    siteId,
    entityFqdn: STAFF_MEMBER_FQDN,
    action,
    entityId: member.id,
    entity: member,
    eventTime: clock.now().toISOString(),
  });

  return {
    async createStaffMember(
      siteId: string,
      input: CreateStaffMemberRequest['staffMember'],
    ): Promise<StaffMember> {
      const now = clock.now().toISOString();
      const record: repo.StaffRecord = {
        id: newId(),
        siteId,
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
        ...(input.description ? { description: input.description } : {}),
        status: input.status ?? 'ACTIVE',
        workingHours: input.workingHours ?? [],
        timeOff: timeOffOf(input.timeOff),
        createdDate: now,
        updatedDate: now,
        revision: 1,
      };
      return db.transaction(async (tx) => {
        await repo.insertStaff(tx, record);
        const member = present(record);
        await recordEvent(tx, event(siteId, 'created', member));
        return member;
      });
    },

    async getStaffMember(siteId: string, id: string): Promise<StaffMember> {
      const found = await repo.findStaff(db, siteId, id);
      if (!found) throw notFound('StaffMember', id);
      return present(found);
    },

    async updateStaffMember(
      siteId: string,
      id: string,
      patch: UpdateStaffMemberRequest['staffMember'],
    ): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        if (!(await repo.lockStaff(tx, siteId, id))) throw notFound('StaffMember', id);
        const existing = await repo.findStaff(tx, siteId, id);
        if (!existing) throw notFound('StaffMember', id);
        if (patch.revision !== undefined && Number(patch.revision) !== existing.revision) {
          throw revisionMismatch('the staff member');
        }
        const { id: _id, revision: _revision, timeOff, ...fields } = patch;
        const next: repo.StaffRecord = {
          ...existing,
          ...fields,
          ...(timeOff ? { timeOff: timeOffOf(timeOff) } : {}),
          revision: existing.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        await repo.updateStaff(tx, next);
        const member = present(next);
        await recordEvent(tx, event(siteId, 'updated', member));
        return member;
      });
    },

    async deleteStaffMember(siteId: string, id: string): Promise<Record<string, never>> {
      await db.transaction(async (tx) => {
        const existing = await repo.findStaff(tx, siteId, id);
        if (!existing || !(await repo.deleteStaff(tx, siteId, id))) throw notFound('StaffMember', id);
        await recordEvent(tx, event(siteId, 'deleted', present(existing)));
      });
      return {};
    },

    async queryStaffMembers(siteId: string, query: Query | undefined) {
      const { records, pagingMetadata } = await repo.queryStaff(db, siteId, query);
      return { staffMembers: records.map(present), pagingMetadata };
    },

    /** Every staff member of the site, as stored (availability reads their hours). */
    allStaff: (siteId: string, on: Queryable = db) => repo.allStaff(on, siteId),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
