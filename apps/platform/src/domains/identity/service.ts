import {
  DEFAULT_SIGN_UP_POLICY,
  IdentityErrorCodes,
  type LoginRequest,
  PASSWORD_MIN_LENGTH,
  type PendingReason,
  type RegisterRequest,
  type StateMachineResponse,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { siteOf } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { slugify } from '../../kernel/slug.js';
import type { MailService } from '../mail/module.js';
import type { SitesService } from '../sites/service.js';
import { type AttemptWindows, mailLimit, signInLimits } from './attempt-windows.js';
import { issueCode, spendCode } from './codes.js';
import { verificationMail } from './mails.js';
import type { MfaService } from './mfa/service.js';
import { type PasswordCheck, type Passwords, passwordTooShort } from './passwords.js';
import { presentIdentity } from './presenter.js';
import { type IdentityRecord, normalizeEmail } from './record.js';
import * as repo from './repo.js';
import { accountLocked, badStateToken, emailTaken, wrongCredentials } from './sign-in-refusals.js';
import type { SignInThrottles } from './sign-in-throttles.js';
import type { IdentityTokens } from './tokens.js';

export interface IdentityDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  mail: MailService;
  tokens: IdentityTokens;
  attempts: AttemptWindows;
  throttles: SignInThrottles;
  passwords: Passwords;
  /** The second-factor step after a right password, when the member has one. */
  mfa: Pick<MfaService, 'challenge'>;
}

/** The account's failures of a day are used up: only a new password (or the owner) opens it. */
/**
 * Sign-up, sign-in and email verification (Wix `authentication` and `verification`), answered as
 * the StateMachineResponse of reference §4.4. How a new member starts depends on the site's
 * sign-up policy: active at once, waiting for the mailed code, or waiting for the owner.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, clock, tokens } = deps;

  async function stateOf(record: IdentityRecord): Promise<StateMachineResponse> {
    const identity = presentIdentity(record);
    const claims = { identityId: record.id, siteId: record.siteId };
    if (record.status === 'ACTIVE')
      return { state: 'SUCCESS', sessionToken: await tokens.issue({ kind: 'session', ...claims }), identity };
    if (record.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED'))
      return {
        state: 'REQUIRE_EMAIL_VERIFICATION',
        stateToken: await tokens.issue({ kind: 'state', ...claims }),
        identity,
      };
    return { state: 'REQUIRE_OWNER_APPROVAL', identity };
  }

  /**
   * Mails a fresh verification code (after the code is stored, so the mail never names a lost
   * code), within the member's mail limit. Past it, a resend is refused; a sign-in (`quiet`)
   * mails nothing new and the last code stays good.
   */
  async function mailCode(record: IdentityRecord, quiet = false, id = newId()) {
    const limit = [mailLimit(record.id)];
    if (!quiet) await deps.attempts.check(limit);
    else if (await deps.attempts.reached(limit)) return;
    await deps.attempts.count(limit);
    const code = await issueCode(db, clock, record, 'VERIFY_EMAIL', id);
    const { displayName } = await deps.sites.getSite(record.siteId);
    await deps.mail.send(verificationMail(record.siteId, displayName, record.email, code));
  }

  async function pendingOf(caller: AuthenticatedIdentity, stateToken: string) {
    const claims = await tokens.read(stateToken, 'state');
    if (!claims || claims.siteId !== siteOf(caller)) throw badStateToken();
    const record = await repo.findIdentity(db, claims.siteId, claims.identityId);
    if (!record?.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) throw badStateToken();
    return record;
  }

  /** A sign-in with its place in the hashing line taken (see `login`). */
  async function signIn(
    check: PasswordCheck,
    caller: AuthenticatedIdentity,
    request: LoginRequest,
    address: string,
  ): Promise<StateMachineResponse> {
    const siteId = siteOf(caller);
    const email = normalizeEmail(request.loginId.email);
    const { account, address: fromAddress } = signInLimits(siteId, email, address);
    await deps.attempts.take([fromAddress]);
    // The lock holds every address but those the member lately signed in from: a stranger's
    // failures elsewhere never keep the member out at their own.
    if ((await deps.attempts.reached([account])) && !(await deps.throttles.isKnown(account.scope, address)))
      throw accountLocked();
    await deps.throttles.take(account.scope, address);
    const record = await repo.findByEmail(db, siteId, email);
    const failed = async () => {
      await deps.attempts.count([account]);
      return wrongCredentials();
    };
    if (!record) {
      await check.verify(request.password, await deps.passwords.decoy());
      throw await failed();
    }
    if (!record.passwordHash) {
      // A member the owner made has no password yet: the same work as a check, then the way on.
      await check.verify(request.password, await deps.passwords.decoy());
      throw new ApplicationError({
        status: 400,
        code: IdentityErrorCodes.resetPassword,
        message: 'Password not set',
        description: 'This account has no password yet: set one with the link from "Forgot password?"',
      });
    }
    if (!(await check.verify(request.password, record.passwordHash))) throw await failed();
    // A right password: the account's failures and the pair's are forgiven, the address's try given back.
    await deps.attempts.clear([account.scope]);
    await deps.throttles.forgive(account.scope, address);
    await deps.attempts.giveBack([fromAddress]);
    if (record.status === 'BLOCKED' || record.status === 'DELETED' || record.status === 'OFFLINE')
      throw new ApplicationError({
        status: 403,
        code: 'IDENTITY_BLOCKED',
        description: 'This account cannot sign in: contact the site',
      });
    let current = record;
    if (record.status === 'ACTIVE') {
      const secondFactor = await deps.mfa.challenge(record, request.clientMetaData?.deviceToken);
      if (secondFactor) return secondFactor;
      const now = clock.now().toISOString();
      const next: IdentityRecord = {
        ...record,
        // A hash at an old cost is replaced now, while the password is known.
        passwordHash: deps.passwords.needsRehash(record.passwordHash)
          ? // Not worth a refusal: with the hashing line full, the old hash stays until another time.
            await deps.passwords.hash(request.password).catch(() => record.passwordHash)
          : record.passwordHash,
        lastLoginDate: now,
        revision: record.revision + 1,
      };
      if (await repo.updateIdentity(db, next)) current = next;
    } else if (record.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) {
      await mailCode(record, true);
    }
    return stateOf(current);
  }

  return {
    async register(caller: AuthenticatedIdentity, request: RegisterRequest): Promise<StateMachineResponse> {
      const siteId = siteOf(caller);
      if (request.password.length < PASSWORD_MIN_LENGTH) throw passwordTooShort('password');
      const email = normalizeEmail(request.loginId.email);
      const { settings } = await deps.sites.getSite(siteId);
      const policy = settings.memberSignUp ?? DEFAULT_SIGN_UP_POLICY;
      if (policy === 'INVITATION_ONLY')
        throw new ApplicationError({
          status: 403,
          code: 'SIGN_UP_CLOSED',
          description: "Accounts of this site are made by invitation: ask the site's owner for one",
        });
      const reasons: PendingReason[] =
        policy === 'EMAIL_VERIFICATION'
          ? ['PENDING_EMAIL_VERIFICATION_REQUIRED']
          : policy === 'OWNER_APPROVAL'
            ? ['PENDING_ADMIN_APPROVAL_REQUIRED']
            : [];
      // Hashed before the transaction: a third of a second of work must not hold a lock.
      const passwordHash = await deps.passwords.hash(request.password);
      const now = clock.now().toISOString();
      const id = newId();
      const named = request.profile?.nickname || request.profile?.firstName || email.split('@')[0] || '';
      const record: IdentityRecord = {
        id,
        siteId,
        email,
        emailVerified: false,
        passwordHash,
        status: reasons.length > 0 ? 'PENDING' : 'ACTIVE',
        reasons,
        profile: {
          ...request.profile,
          emails: [request.loginId.email.trim(), ...(request.profile?.emails ?? [])],
          // A profile address: the name plus a piece of the id, so two Adas never share one.
          slug: request.profile?.slug
            ? slugify(request.profile.slug, 'member')
            : `${slugify(named, 'member')}-${id.slice(0, 6)}`,
        },
        revision: 1,
        createdDate: now,
        updatedDate: now,
      };
      if (!(await repo.insertUnlessEmailTaken(db, record))) throw emailTaken();
      if (record.reasons.includes('PENDING_EMAIL_VERIFICATION_REQUIRED')) await mailCode(record);
      return stateOf(record);
    },

    /**
     * Signs in from `address`. Before any password is checked: the address's allowance at any
     * accounts is taken, an account locked by a day of failures is refused, and the account and
     * address pair takes its try (refused while its delay runs). A wrong password counts against
     * the account; a right one forgives the pair and the account. So guessing costs the guesser,
     * never the member signing in from elsewhere (docs/operations.md, "Sign-in attempts").
     */
    async login(
      caller: AuthenticatedIdentity,
      request: LoginRequest,
      address: string,
    ): Promise<StateMachineResponse> {
      // A place in the hashing line first: a full line refuses (429) before any try is counted,
      // since a busy server is not a wrong password.
      const check = deps.passwords.reserveCheck();
      try {
        return await signIn(check, caller, request, address);
      } finally {
        check.release();
      }
    },

    /** The mailed code, with the state token of the sign-up or sign-in that asked for it. */
    async verify(
      caller: AuthenticatedIdentity,
      code: string,
      stateToken: string,
    ): Promise<StateMachineResponse> {
      const pending = await pendingOf(caller, stateToken);
      // Outside the transaction: a wrong code's count must stay when the refusal is thrown.
      await spendCode(db, clock, pending.id, 'VERIFY_EMAIL', code);
      return db.transaction(async (tx) => {
        const record = await repo.findIdentity(tx, pending.siteId, pending.id);
        if (!record) throw badStateToken();
        const reasons = record.reasons.filter((reason) => reason !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
        const now = clock.now().toISOString();
        const next: IdentityRecord = {
          ...record,
          emailVerified: true,
          reasons,
          status: reasons.length === 0 && record.status === 'PENDING' ? 'ACTIVE' : record.status,
          ...(reasons.length === 0 ? { lastLoginDate: now } : {}),
          updatedDate: now,
          revision: record.revision + 1,
        };
        if (!(await repo.updateIdentity(tx, next))) throw badStateToken();
        return stateOf(next);
      });
    },

    /** A member's identity, when it stands: a deleted one is no member. */
    async memberRecord(
      siteId: string,
      memberId: string,
      on: Queryable = db,
    ): Promise<IdentityRecord | undefined> {
      const record = await repo.findIdentity(on, siteId, memberId);
      return record && record.status !== 'DELETED' ? record : undefined;
    },

    /**
     * `verification.start`: mails a new code to confirm the email of an identity of this site (the
     * sign-in waiting for it verifies it with its state token). The member's mail limit applies.
     */
    async startVerification(
      caller: AuthenticatedIdentity,
      identityId: string,
    ): Promise<{ verificationId: string }> {
      const record = await repo.findIdentity(db, siteOf(caller), identityId);
      if (!record || record.status === 'DELETED') throw notFound('Identity', identityId);
      if (record.emailVerified)
        throw new ApplicationError({
          status: 409,
          code: 'EMAIL_ALREADY_VERIFIED',
          description: 'This email is confirmed already',
        });
      const verificationId = newId();
      await mailCode(record, false, verificationId);
      return { verificationId };
    },

    /** A new code for a sign-in waiting for one; the earlier code stops working. */
    async resend(caller: AuthenticatedIdentity, stateToken: string): Promise<StateMachineResponse> {
      const record = await pendingOf(caller, stateToken);
      await mailCode(record);
      return stateOf(record);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
