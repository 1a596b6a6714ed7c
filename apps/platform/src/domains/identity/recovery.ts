import {
  type ChangePasswordRequest,
  PASSWORD_MIN_LENGTH,
  type RecoverResponse,
  type RecoveryRedirect,
  type SendActivationEmailRequest,
  type SendRecoveryEmailRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../kernel/auth.js';
import { siteOf } from '../../kernel/auth.js';
import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound, ValidationError } from '../../kernel/errors.js';
import type { MailService } from '../mail/module.js';
import type { OAuthService } from '../oauth/service.js';
import type { SitesService } from '../sites/service.js';
import { type AttemptWindows, mailLimit, signInLimits } from './attempt-windows.js';
import { passwordChangedMail, passwordLinkMail } from './mails.js';
import { type Passwords, passwordTooShort } from './passwords.js';
import { presentIdentity } from './presenter.js';
import { type IdentityRecord, normalizeEmail } from './record.js';
import { findRecoveryLink, issueRecoveryLink, spendRecoveryLink } from './recovery-links.js';
import * as repo from './repo.js';
import type { SignInThrottles } from './sign-in-throttles.js';

export interface RecoveryDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite' | 'findActiveClient'>;
  mail: MailService;
  oauth: Pick<OAuthService, 'endMemberSessions'>;
  attempts: AttemptWindows;
  throttles: Pick<SignInThrottles, 'forgiveAccount'>;
  passwords: Passwords;
  /** Where the platform's hosted pages are served: the reset page's links point there. */
  publicUrl: string;
}

const linkUnusable = () =>
  new ApplicationError({
    status: 400,
    code: 'RECOVERY_LINK_INVALID',
    description: 'This link has expired or was already used: ask for a new one',
  });

/** Members who may set a password: not deleted, not blocked by the owner. */
const mayRecover = (record: IdentityRecord | undefined): record is IdentityRecord =>
  record !== undefined && record.status !== 'DELETED' && record.status !== 'BLOCKED';

/**
 * Passwords forgotten and changed (Wix `recovery` and `authentication.changePassword`): a mailed,
 * single-use, expiring link to the hosted reset page; a new password ends every other session of
 * the member and is announced by mail. Asking for a link never tells whether the email has an account.
 */
export function createRecoveryService(deps: RecoveryDeps) {
  const { db, clock } = deps;

  /** The redirect must be a URI its client allows, exactly, and the client the caller's site's. */
  async function checkedReturnUrl(siteId: string, redirect: RecoveryRedirect | undefined) {
    if (!redirect) return undefined;
    const client = await deps.sites.findActiveClient(redirect.clientId);
    if (client?.siteId !== siteId || !client.allowedRedirectUris.includes(redirect.url))
      throw new ValidationError([
        {
          field: 'redirect.url',
          description: "is not one of the client's allowed redirect URIs",
          violatedRule: 'VALIDATION',
          data: {},
        },
      ]);
    return redirect.url;
  }

  /** Mails a link to the reset page, within the member's mail limit (past it, quietly nothing). */
  async function mailLink(kind: 'reset' | 'activation', record: IdentityRecord, returnUrl?: string) {
    const limit = [mailLimit(record.id)];
    if (await deps.attempts.reached(limit)) return;
    await deps.attempts.count(limit);
    const token = await issueRecoveryLink(db, clock, record, returnUrl ? { returnUrl } : {});
    // In the fragment: a browser never sends it to a server, nor in a Referer.
    const link = `${deps.publicUrl}/hosted/reset-password#${new URLSearchParams({ token })}`;
    const { displayName } = await deps.sites.getSite(record.siteId);
    await deps.mail.send(passwordLinkMail(kind, record.siteId, displayName, record.email, link));
  }

  /** The member's next revision, with the new password hashed (before any transaction: it takes a while). */
  async function setPassword(
    record: IdentityRecord,
    password: string,
    changes: Partial<IdentityRecord> = {},
  ) {
    const passwordHash = await deps.passwords.hash(password);
    const next: IdentityRecord = {
      ...record,
      ...changes,
      passwordHash,
      updatedDate: clock.now().toISOString(),
      revision: record.revision + 1,
    };
    return next;
  }

  /** Every session of the member but `keepSession` ends, guessing starts over, and the member is told. */
  async function afterPasswordChange(record: IdentityRecord, keepSession?: string) {
    await deps.oauth.endMemberSessions(record.siteId, record.id, keepSession);
    const { account } = signInLimits(record.siteId, record.email, '');
    // A new password opens the account to every address again, however locked it was.
    await deps.attempts.clear([account.scope]);
    await deps.throttles.forgiveAccount(account.scope);
    const { displayName } = await deps.sites.getSite(record.siteId);
    await deps.mail.send(passwordChangedMail(record.siteId, displayName, record.email));
  }

  return {
    async sendRecoveryEmail(
      caller: AuthenticatedIdentity,
      request: SendRecoveryEmailRequest,
    ): Promise<object> {
      const siteId = siteOf(caller);
      const returnUrl = await checkedReturnUrl(siteId, request.redirect);
      await this.mailResetLink(siteId, request.email, returnUrl);
      return {};
    },

    /** The forgot-password mail of a site's member, returning to `returnUrl`; nothing for an unknown email. */
    async mailResetLink(siteId: string, email: string, returnUrl: string | undefined): Promise<void> {
      const record = await repo.findByEmail(db, siteId, normalizeEmail(email));
      if (mayRecover(record)) await mailLink('reset', record, returnUrl);
    },

    async sendActivationEmail(siteId: string, request: SendActivationEmailRequest): Promise<object> {
      const returnUrl = await checkedReturnUrl(siteId, request.emailOptions?.redirect);
      const record = await repo.findIdentity(db, siteId, request.identityId);
      if (!record || record.status === 'DELETED') throw notFound('Member', request.identityId);
      if (record.status === 'BLOCKED')
        throw new ApplicationError({
          status: 428,
          code: 'MEMBER_BLOCKED',
          description: 'This member is blocked: unblock them before inviting them to set a password',
        });
      await mailLink('activation', record, returnUrl);
      return {};
    },

    /** What the hosted reset page shows for a link, while it is usable. */
    async describeLink(token: string) {
      const link = await findRecoveryLink(db, clock, token);
      const record = link && (await repo.findIdentity(db, link.siteId, link.identityId));
      if (!link || !mayRecover(record)) throw linkUnusable();
      const { displayName } = await deps.sites.getSite(link.siteId);
      return {
        siteName: displayName,
        email: record.email,
        ...(link.returnUrl ? { returnUrl: link.returnUrl } : {}),
      };
    },

    /**
     * The link's new password. Opening the mailed link proves the address, so a sign-up still
     * waiting for its code is confirmed too; an owner's approval is still needed where it was.
     */
    async recover(token: string, password: string): Promise<RecoverResponse> {
      if (password.length < PASSWORD_MIN_LENGTH) throw passwordTooShort('password');
      const link = await findRecoveryLink(db, clock, token);
      const record = link && (await repo.findIdentity(db, link.siteId, link.identityId));
      if (!link || !mayRecover(record)) throw linkUnusable();
      const reasons = record.reasons.filter((reason) => reason !== 'PENDING_EMAIL_VERIFICATION_REQUIRED');
      const next = await setPassword(record, password, {
        emailVerified: true,
        reasons,
        status: record.status === 'PENDING' && reasons.length === 0 ? 'ACTIVE' : record.status,
      });
      await db.transaction(async (tx) => {
        if (!(await spendRecoveryLink(tx, clock, link.id))) throw linkUnusable();
        if (!(await repo.updateIdentity(tx, next))) throw linkUnusable();
      });
      await afterPasswordChange(next);
      return { identity: presentIdentity(next) };
    },

    /** A signed-in member's new password; the session it is changed from stays signed in. */
    async changePassword(caller: AuthenticatedIdentity, request: ChangePasswordRequest): Promise<object> {
      if (caller.kind !== 'member') throw forbidden('Only a signed-in member changes their own password');
      if (request.newPassword.length < PASSWORD_MIN_LENGTH) throw passwordTooShort('newPassword');
      const record = await repo.findIdentity(db, caller.siteId, caller.memberId);
      if (record?.status !== 'ACTIVE') throw forbidden('This member cannot change a password');
      const next = await setPassword(record, request.newPassword);
      if (!(await repo.updateIdentity(db, next)))
        throw new ApplicationError({
          status: 409,
          code: 'CONCURRENT_CHANGE',
          description: 'The account changed at the same time: try again',
        });
      await afterPasswordChange(next, caller.sessionId);
      return {};
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
