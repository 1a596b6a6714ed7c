import { createHash } from 'node:crypto';
import type {
  ActivateFactorResponse,
  CreateFactorResponse,
  EnrollableFactorType,
  ListFactorsResponse,
  StateMachineResponse,
  VerifyFactorRequest,
} from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import { siteOf } from '../../../kernel/auth.js';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, forbidden, notFound } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import type { SecretBox } from '../../../kernel/secrets/secret-box.js';
import type { MailService } from '../../mail/module.js';
import type { SitesService } from '../../sites/service.js';
import { type AttemptLimit, type AttemptWindows, mailLimit } from '../attempt-windows.js';
import { issueCode, spendCode } from '../codes.js';
import { signInCodeMail } from '../mails.js';
import { presentIdentity } from '../presenter.js';
import type { IdentityRecord } from '../record.js';
import * as repo from '../repo.js';
import type { IdentityTokens } from '../tokens.js';
import {
  acceptStep,
  activateFactor,
  deleteFactor,
  type FactorRecord,
  findFactor,
  insertFactor,
  listFactors,
  presentFactor,
} from './factors-repo.js';
import {
  dropRecoveryCodes,
  isRecoveryCode,
  issueRecoveryCodes,
  spendRecoveryCode,
} from './recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.js';

export interface MfaDeps {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  mail: MailService;
  tokens: IdentityTokens;
  attempts: AttemptWindows;
  /** Seals TOTP secrets in the database. */
  secrets: SecretBox;
}

/** Wrong second-factor codes per member: five in fifteen minutes, then a wait. */
const factorLimit = (identityId: string): AttemptLimit => ({
  scope: `mfa:${identityId}`,
  max: 5,
  windowMinutes: 15,
});

const wrongCode = () =>
  new ApplicationError({
    status: 400,
    code: 'INVALID_VERIFICATION_CODE',
    description: 'This code is not valid',
  });

const badStateToken = () =>
  new ApplicationError({
    status: 400,
    code: 'INVALID_STATE_TOKEN',
    description: 'This sign-in has expired or is not waiting for a second factor: start again',
  });

/** What a device token is bound to: the member's password (a new one forgets every device). */
const stampOf = (record: IdentityRecord) =>
  createHash('sha256').update(record.passwordHash).digest('base64url').slice(0, 22);

/**
 * Second factors: a member enrols an authenticator app (TOTP) or email codes, and from then on a
 * right password answers REQUIRE_MFA until `/v2/{factorType}/verify` gets a code (or a recovery
 * code), unless the device was remembered.
 */
export function createMfaService(deps: MfaDeps) {
  const { db, clock, tokens } = deps;
  const now = () => clock.now().toISOString();

  async function memberOf(caller: AuthenticatedIdentity): Promise<IdentityRecord> {
    if (caller.kind !== 'member') throw forbidden('Only a signed-in member manages their second factors');
    const record = await repo.findIdentity(db, caller.siteId, caller.memberId);
    if (record?.status !== 'ACTIVE') throw forbidden('This member cannot manage second factors');
    return record;
  }

  async function mailSignInCode(record: IdentityRecord) {
    const limit = [mailLimit(record.id)];
    if (await deps.attempts.reached(limit)) return;
    await deps.attempts.count(limit);
    const code = await issueCode(db, clock, record, 'MFA_EMAIL');
    const { displayName } = await deps.sites.getSite(record.siteId);
    await deps.mail.send(signInCodeMail(record.siteId, displayName, record.email, code));
  }

  /** Checks a code against a factor; a TOTP factor takes a recovery code too. Throws when wrong. */
  async function checkCode(record: IdentityRecord, factor: FactorRecord, code: string) {
    // Taken before the code is checked, so parallel guesses get no more than the limit.
    await deps.attempts.take([factorLimit(record.id)]);
    let passed = false;
    if (factor.factorType === 'TOTP' && isRecoveryCode(code)) {
      passed = factor.status === 'ACTIVE' && (await spendRecoveryCode(db, clock, record.id, code));
    } else if (factor.factorType === 'TOTP') {
      const step = matchTotp(factor.secret ?? '', code, clock.now(), factor.lastStep);
      passed = step !== undefined && (await acceptStep(db, factor.id, step, now()));
    } else {
      // The email code's own attempt count and expiry apply; its refusals are said as they are.
      await spendCode(db, clock, record.id, 'MFA_EMAIL', code.replace(/\s/g, ''));
      passed = true;
    }
    if (!passed) throw wrongCode();
  }

  return {
    async list(caller: AuthenticatedIdentity): Promise<ListFactorsResponse> {
      const record = await memberOf(caller);
      return { factors: (await listFactors(db, deps.secrets, record.id)).map(presentFactor) };
    },

    async create(
      caller: AuthenticatedIdentity,
      factorType: EnrollableFactorType,
    ): Promise<CreateFactorResponse> {
      const record = await memberOf(caller);
      const existing = (await listFactors(db, deps.secrets, record.id)).find(
        (factor) => factor.factorType === factorType,
      );
      if (existing?.status === 'ACTIVE')
        throw new ApplicationError({
          status: 409,
          code: 'FACTOR_ALREADY_EXISTS',
          description: `A ${factorType} factor is active already: remove it to enrol a new one`,
        });
      const factor: FactorRecord = {
        id: newId(),
        siteId: record.siteId,
        identityId: record.id,
        factorType,
        status: 'INACTIVE',
        secret: factorType === 'TOTP' ? newTotpSecret() : null,
        lastStep: null,
        createdDate: now(),
      };
      await insertFactor(db, deps.secrets, factor);
      if (factorType === 'EMAIL') {
        await mailSignInCode(record);
        return { factor: presentFactor(factor) };
      }
      const { displayName } = await deps.sites.getSite(record.siteId);
      const secret = factor.secret as string;
      return {
        factor: presentFactor(factor),
        totp: { secret, otpauthUri: otpauthUri(displayName, record.email, secret) },
      };
    },

    /** The first code proves the app (or the mailbox) has the factor; the first active factor brings recovery codes. */
    async activate(
      caller: AuthenticatedIdentity,
      factorId: string,
      code: string,
    ): Promise<ActivateFactorResponse> {
      const record = await memberOf(caller);
      const factor = await findFactor(db, deps.secrets, record.id, factorId);
      if (!factor) throw notFound('Factor', factorId);
      if (factor.status === 'ACTIVE')
        throw new ApplicationError({
          status: 409,
          code: 'FACTOR_ALREADY_ACTIVE',
          description: 'This factor is active already',
        });
      if (isRecoveryCode(code)) throw wrongCode();
      await checkCode(record, factor, code);
      await deps.attempts.clear([factorLimit(record.id).scope]);
      const hadActive = (await listFactors(db, deps.secrets, record.id)).some(
        (other) => other.status === 'ACTIVE',
      );
      if (!(await activateFactor(db, factor.id, now()))) throw notFound('Factor', factorId);
      const active = { ...factor, status: 'ACTIVE' as const };
      if (hadActive) return { factor: presentFactor(active) };
      return { factor: presentFactor(active), recoveryCodes: await issueRecoveryCodes(db, clock, record) };
    },

    async remove(caller: AuthenticatedIdentity, factorId: string): Promise<object> {
      const record = await memberOf(caller);
      if (!(await deleteFactor(db, record.id, factorId))) throw notFound('Factor', factorId);
      const left = (await listFactors(db, deps.secrets, record.id)).some(
        (factor) => factor.status === 'ACTIVE',
      );
      if (!left) await dropRecoveryCodes(db, clock, record.id);
      return {};
    },

    /**
     * The step after a right password: REQUIRE_MFA with a state token, naming the member's active
     * factors (an email code is mailed at once); nothing when there are none or the device
     * carries a valid remembered-device token for this member and password.
     */
    async challenge(record: IdentityRecord, deviceToken: unknown): Promise<StateMachineResponse | undefined> {
      const factors = (await listFactors(db, deps.secrets, record.id)).filter(
        (factor) => factor.status === 'ACTIVE',
      );
      if (factors.length === 0) return undefined;
      const device = typeof deviceToken === 'string' ? await tokens.read(deviceToken, 'device') : undefined;
      if (
        device?.identityId === record.id &&
        device.siteId === record.siteId &&
        device.stamp === stampOf(record)
      )
        return undefined;
      if (factors.some((factor) => factor.factorType === 'EMAIL')) await mailSignInCode(record);
      return {
        state: 'REQUIRE_MFA',
        stateToken: await tokens.issue({ kind: 'mfa', identityId: record.id, siteId: record.siteId }),
        identity: presentIdentity(record),
        requireMfaData: {
          availableFactors: factors.map((factor) => ({
            factorType: factor.factorType,
            factorStatus: 'ENABLED',
          })),
        },
        // The same, with each factor's id (the member's own factor routes take it).
        additionalData: {
          factors: factors.map((factor) => ({ factorId: factor.id, factorType: factor.factorType })),
        },
      };
    },

    /** `/v2/{factorType}/verify`: the code of a sign-in waiting for it; SUCCESS, and a device token when asked. */
    async verify(
      caller: AuthenticatedIdentity,
      factorType: string,
      request: VerifyFactorRequest,
    ): Promise<StateMachineResponse> {
      const claims = await tokens.read(request.stateToken, 'mfa');
      if (!claims || claims.siteId !== siteOf(caller)) throw badStateToken();
      const record = await repo.findIdentity(db, claims.siteId, claims.identityId);
      if (record?.status !== 'ACTIVE') throw badStateToken();
      const type = factorType.toUpperCase();
      const factor = (await listFactors(db, deps.secrets, record.id)).find(
        (candidate) => candidate.factorType === type && candidate.status === 'ACTIVE',
      );
      if (!factor)
        throw new ApplicationError({
          status: 400,
          code: 'FACTOR_NOT_FOUND',
          description: `This member has no active ${type} factor`,
        });
      const code = (type === 'TOTP' ? request.totpData?.code : request.emailData?.code) ?? '';
      if (!code) throw wrongCode();
      await checkCode(record, factor, code);
      await deps.attempts.clear([factorLimit(record.id).scope]);
      const signedIn: IdentityRecord = { ...record, lastLoginDate: now(), revision: record.revision + 1 };
      const current = (await repo.updateIdentity(db, signedIn)) ? signedIn : record;
      const claimsOf = { identityId: record.id, siteId: record.siteId };
      return {
        state: 'SUCCESS',
        sessionToken: await tokens.issue({ kind: 'session', ...claimsOf }),
        identity: presentIdentity(current),
        ...(request.rememberThisDevice
          ? {
              additionalData: {
                deviceToken: await tokens.issue({ kind: 'device', ...claimsOf, stamp: stampOf(record) }),
              },
            }
          : {}),
      };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
