import type {
  CreateEventStaffMemberRequest,
  EventStaffMember,
  EventStaffSignInResponse,
  QueryEventStaffMembersResponse,
  UpdateEventStaffMemberRequest,
} from '@bazaar/contracts';
import type { StaffIdentity } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, unauthenticated } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import type { SigningKey } from '../../../kernel/signing-keys.js';
import { STAFF_MEMBER_FQDN } from '../events.js';
import * as repo from './repo.js';
import { checkedAssignment, distinctPermissions, maskedChange } from './staff-changes.js';
import * as tokens from './staff-tokens.js';

export interface StaffDeps {
  db: Database;
  clock: Clock;
  key: SigningKey;
  /** Where a login link leads: the hosted check-in page, the token in its fragment. */
  checkInPageUrl: string;
}

const suspended = () =>
  new ApplicationError({
    status: 403,
    code: 'STAFF_MEMBER_SUSPENDED',
    description: "The owner has paused this staff member's access",
  });

/**
 * The events staff members of a site (Wix's events staff members v1): the owner assigns them to
 * events with permissions; each gets a login link, joins with it and signs devices in, and their
 * access tokens open the calls their permissions name, at their events only.
 */
export function createStaffService({ db, clock, key, checkInPageUrl }: StaffDeps) {
  const now = () => clock.now().toISOString();

  async function present(record: repo.StaffRecord, withLink: boolean): Promise<EventStaffMember> {
    const { siteId, joinedDate: _joined, ...member } = record;
    if (!withLink) return member;
    const token = await tokens.signLoginToken(key, { siteId, staffMemberId: record.id });
    return { ...member, loginLink: `${checkInPageUrl}#token=${token}` };
  }

  async function announce(tx: Transaction, action: EventAction, record: repo.StaffRecord) {
    await recordEvent(tx, {
      siteId: record.siteId,
      entityFqdn: STAFF_MEMBER_FQDN,
      action,
      entityId: record.id,
      entity: await present(record, false),
      eventTime: now(),
    });
  }

  async function found(siteId: string, id: string) {
    const record = await repo.findStaffMember(db, siteId, id);
    if (!record) throw notFound('Staff member', id);
    return record;
  }

  /** Moves a staff member on (a change, a join) over the revision read, announcing it. */
  async function write(tx: Transaction, next: repo.StaffRecord): Promise<void> {
    if (!(await repo.updateStaffMember(tx, next))) throw revisionMismatch('the staff member');
    await announce(tx, 'updated', next);
  }

  /** The staff member a login link's token names, who may sign a device in. */
  async function linkHolder(token: string) {
    const subject = await tokens.verifyLoginToken(key, token, clock.now());
    const record = subject && (await repo.findStaffMember(db, subject.siteId, subject.staffMemberId));
    if (!record) throw unauthenticated('This login link is not valid, or its staff member was removed');
    if (record.status === 'ACCESS_PAUSED') throw suspended();
    return record;
  }

  async function signIn(record: repo.StaffRecord): Promise<EventStaffSignInResponse> {
    const deviceId = newId();
    const subject = { siteId: record.siteId, staffMemberId: record.id, deviceId };
    return {
      staffMember: await present(record, false),
      accessToken: await tokens.signAccessToken(key, subject, clock.now()),
      deviceId,
    };
  }

  /** The staff member an access token belongs to, whatever their status. */
  async function tokenHolder(token: string) {
    const subject = await tokens.verifyAccessToken(key, token, clock.now());
    const record = subject && (await repo.findStaffMember(db, subject.siteId, subject.staffMemberId));
    return record && subject ? { record, deviceId: subject.deviceId } : undefined;
  }

  return {
    async create(siteId: string, request: CreateEventStaffMemberRequest['staffMember']) {
      const assignment = await checkedAssignment(db, siteId, request, true);
      const stamp = now();
      const record: repo.StaffRecord = {
        id: newId(),
        siteId,
        revision: '1',
        createdDate: stamp,
        updatedDate: stamp,
        name: request.name,
        status: 'PENDING',
        permissions: distinctPermissions(request.permissions),
        ...assignment,
      };
      await db.transaction(async (tx) => {
        await repo.insertStaffMember(tx, record);
        await announce(tx, 'created', record);
      });
      return present(record, true);
    },

    get: async (siteId: string, id: string, withLink: boolean) => present(await found(siteId, id), withLink),

    async query(siteId: string, query: unknown, withLinks: boolean): Promise<QueryEventStaffMembersResponse> {
      const { records, pagingMetadata } = await repo.queryStaffMembers(db, siteId, query);
      return {
        staffMembers: await Promise.all(records.map((record) => present(record, withLinks))),
        pagingMetadata,
      };
    },

    async update(siteId: string, id: string, request: UpdateEventStaffMemberRequest) {
      const change = maskedChange(request);
      const assignment = await checkedAssignment(db, siteId, change, false);
      return db.transaction(async (tx) => {
        const current = await repo.findStaffMember(tx, siteId, id);
        if (!current) throw notFound('Staff member', id);
        if (current.revision !== change.revision) throw revisionMismatch('the staff member');
        const { allEvents: _all, specificEvents: _specific, ...kept } = current;
        const resumedStatus = current.joinedDate ? 'HAS_ACCESS' : 'PENDING';
        const next: repo.StaffRecord = {
          ...(assignment ? kept : current),
          ...assignment,
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.permissions ? { permissions: distinctPermissions(change.permissions) } : {}),
          ...(change.status === undefined
            ? {}
            : { status: change.status === 'ACCESS_PAUSED' ? 'ACCESS_PAUSED' : resumedStatus }),
          revision: String(Number(current.revision) + 1),
          updatedDate: now(),
        };
        await write(tx, next);
        return present(next, false);
      });
    },

    async remove(siteId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repo.findStaffMember(tx, siteId, id);
        if (!current || !(await repo.deleteStaffMember(tx, siteId, id))) throw notFound('Staff member', id);
        await announce(tx, 'deleted', current);
      });
    },

    /** The first sign-in from a login link: a pending staff member now has access. */
    async join(joinToken: string): Promise<EventStaffSignInResponse> {
      const holder = await linkHolder(joinToken);
      if (holder.status === 'HAS_ACCESS') return signIn(holder);
      const joined: repo.StaffRecord = {
        ...holder,
        status: 'HAS_ACCESS',
        joinedDate: now(),
        revision: String(Number(holder.revision) + 1),
        updatedDate: now(),
      };
      await db.transaction((tx) => write(tx, joined));
      return signIn(joined);
    },

    /** Another device of a staff member who has joined. */
    async login(loginToken: string): Promise<EventStaffSignInResponse> {
      const holder = await linkHolder(loginToken);
      if (holder.status === 'PENDING')
        throw new ApplicationError({
          status: 428,
          code: 'STAFF_MEMBER_NOT_JOINED',
          description: 'This staff member has not joined yet: join with the login link first',
        });
      return signIn(holder);
    },

    /** Who an access token belongs to, while it gives access. */
    async access(accessToken: string): Promise<{ staffMember: EventStaffMember }> {
      const holder = await tokenHolder(accessToken);
      if (!holder) throw unauthenticated('The staff access token is invalid or expired');
      if (holder.record.status === 'ACCESS_PAUSED') throw suspended();
      return { staffMember: await present(holder.record, false) };
    },

    /** The caller an `Authorization` header's staff token stands for, read afresh on every call. */
    async verify(token: string): Promise<StaffIdentity | undefined> {
      const holder = await tokenHolder(token);
      if (holder?.record.status !== 'HAS_ACCESS') return undefined;
      const { record } = holder;
      return {
        kind: 'staff',
        siteId: record.siteId,
        staffMemberId: record.id,
        deviceId: holder.deviceId,
        permissions: record.permissions,
        events: record.specificEvents ? record.specificEvents.events : 'all',
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
