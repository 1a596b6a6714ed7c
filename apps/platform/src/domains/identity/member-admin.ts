import type { IdentityProfile, Query, SignInLock } from '@bazaar/contracts';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { slugify } from '../../kernel/slug.js';
import type { OAuthService } from '../oauth/service.js';
import { type AttemptWindows, signInLimits } from './attempt-windows.js';
import { type IdentityRecord, normalizeEmail } from './record.js';
import * as repo from './repo.js';
import { emailTaken } from './sign-in-refusals.js';
import type { SignInThrottles } from './sign-in-throttles.js';

const concurrentChange = () =>
  new ApplicationError({
    status: 409,
    code: 'CONCURRENT_CHANGE',
    description: 'The member changed at the same time: read it again and retry',
  });

/**
 * The owner's hold on members (Wix `members` approve, block, delete) and the profile changes a
 * member makes: every change is one revision of the identity, written conditionally.
 */
export function createMemberAdmin(deps: {
  db: Database;
  clock: Clock;
  oauth: Pick<OAuthService, 'endMemberSessions'>;
  attempts: Pick<AttemptWindows, 'status' | 'clear'>;
  throttles: Pick<SignInThrottles, 'waitingAddresses' | 'forgiveAccount'>;
}) {
  const { db, clock } = deps;

  async function standing(siteId: string, id: string): Promise<IdentityRecord> {
    const record = await repo.findIdentity(db, siteId, id);
    if (!record || record.status === 'DELETED') throw notFound('Member', id);
    return record;
  }

  async function write(record: IdentityRecord, changes: Partial<IdentityRecord>): Promise<IdentityRecord> {
    const next: IdentityRecord = {
      ...record,
      ...changes,
      updatedDate: clock.now().toISOString(),
      revision: record.revision + 1,
    };
    if (!(await repo.updateIdentity(db, next))) throw concurrentChange();
    return next;
  }

  const admin = {
    /** Where the member's sign-ins stand: the day's failures, a lock and until when, addresses kept waiting. */
    async signInLock(siteId: string, id: string): Promise<SignInLock> {
      const record = await standing(siteId, id);
      const { account } = signInLimits(siteId, record.email, '');
      const { attempts, usedUpUntil } = await deps.attempts.status(account);
      return {
        locked: usedUpUntil !== undefined,
        failedSignIns: attempts,
        ...(usedUpUntil ? { lockedUntil: usedUpUntil.toISOString() } : {}),
        waitingAddresses: await deps.throttles.waitingAddresses(account.scope),
      };
    },

    /** Opens the member's sign-in: the day's failures and every address's delay are forgotten. */
    async clearSignInLock(siteId: string, id: string): Promise<SignInLock> {
      const record = await standing(siteId, id);
      const { account } = signInLimits(siteId, record.email, '');
      await deps.attempts.clear([account.scope]);
      await deps.throttles.forgiveAccount(account.scope);
      return admin.signInLock(siteId, id);
    },

    /**
     * A member the owner makes (an import, a customer from elsewhere): active, with no password
     * until they set one from an activation or reset link; signing in before that answers -19973.
     */
    async create(
      siteId: string,
      input: {
        email: string;
        profile: Partial<IdentityProfile>;
        /** A password chosen elsewhere (an account made from an invitation), already hashed. */
        passwordHash?: string;
        emailVerified?: boolean;
      },
    ): Promise<IdentityRecord> {
      const email = normalizeEmail(input.email);
      const now = clock.now().toISOString();
      const id = newId();
      const named = input.profile.nickname || email.split('@')[0] || '';
      const record: IdentityRecord = {
        id,
        siteId,
        email,
        emailVerified: input.emailVerified ?? false,
        passwordHash: input.passwordHash ?? '',
        status: 'ACTIVE',
        reasons: [],
        profile: {
          ...input.profile,
          emails: [input.email.trim()],
          slug: `${slugify(named, 'member')}-${id.slice(0, 6)}`,
        },
        revision: 1,
        createdDate: now,
        updatedDate: now,
      };
      if (!(await repo.insertUnlessEmailTaken(db, record))) throw emailTaken();
      return record;
    },

    /**
     * Signs a person on for the owner's server: their member, made when new (no password), the
     * email marked verified when the server says it verified it. A blocked member is refused.
     */
    async signOn(
      siteId: string,
      input: { email: string; profile: Partial<IdentityProfile>; verifyEmail: boolean },
    ): Promise<IdentityRecord> {
      const found = await repo.findByEmail(db, siteId, normalizeEmail(input.email));
      const record = found ?? (await admin.create(siteId, input));
      if (record.status !== 'ACTIVE')
        throw new ApplicationError({
          status: 403,
          code: 'IDENTITY_BLOCKED',
          description: 'This account cannot sign in: it is blocked, deleted, or waiting for approval',
        });
      return input.verifyEmail && !record.emailVerified ? write(record, { emailVerified: true }) : record;
    },

    /** The member with this address, whatever their standing. */
    findByEmail: (siteId: string, email: string) => repo.findByEmail(db, siteId, normalizeEmail(email)),

    /** Any member of the site, deleted or not standing: undefined. */
    find: (siteId: string, id: string) =>
      repo.findIdentity(db, siteId, id).then((r) => (r?.status === 'DELETED' ? undefined : r)),

    query: (siteId: string, query: Query | undefined) => repo.queryIdentities(db, siteId, query),

    /**
     * Lets a member in: the owner's approval is given (a sign-up still waiting for its mailed code
     * keeps waiting for it), and a blocked member is unblocked.
     */
    async approve(siteId: string, id: string): Promise<IdentityRecord> {
      const record = await standing(siteId, id);
      const reasons = record.reasons.filter((reason) => reason !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
      return write(record, { reasons, status: reasons.length === 0 ? 'ACTIVE' : 'PENDING' });
    },

    /** Shuts a member out: no sign-in, and every session they have ends now. */
    async block(siteId: string, id: string): Promise<IdentityRecord> {
      const blocked = await write(await standing(siteId, id), { status: 'BLOCKED' });
      await deps.oauth.endMemberSessions(siteId, id);
      return blocked;
    },

    /**
     * Deletes a member: sessions end, second factors and codes go, and the personal data is
     * erased. The row stays (orders and bookings name the member's id), under an address nobody
     * can sign in with, so the email is free to sign up again.
     */
    async remove(siteId: string, id: string): Promise<void> {
      const record = await standing(siteId, id);
      await db.transaction(async (tx) => {
        const next: IdentityRecord = {
          ...record,
          email: `deleted+${record.id}@invalid`,
          emailVerified: false,
          passwordHash: '',
          status: 'DELETED',
          reasons: [],
          profile: { slug: record.profile.slug ?? record.id },
          updatedDate: clock.now().toISOString(),
          revision: record.revision + 1,
        };
        if (!(await repo.updateIdentityWithEmail(tx, next))) throw concurrentChange();
        await repo.deleteFactorsAndCodes(tx, id);
      });
      await deps.oauth.endMemberSessions(siteId, id);
    },

    /** A member's own profile changes (or the owner's for them). */
    async updateProfile(
      siteId: string,
      id: string,
      profile: Partial<IdentityProfile>,
    ): Promise<IdentityRecord> {
      const record = await standing(siteId, id);
      return write(record, { profile: { ...record.profile, ...profile } });
    },
  };
  return admin;
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
