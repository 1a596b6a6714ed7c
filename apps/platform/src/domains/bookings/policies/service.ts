import type {
  BookingPolicy,
  BookingPolicyInput,
  Query,
  SetDefaultBookingPolicyResponse,
  UpdateBookingPolicyRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { maskedTopFields } from '../../../kernel/field-mask.js';
import { newId } from '../../../kernel/ids.js';
import { BOOKING_POLICY_FQDN } from '../events.js';
import { defaultPolicyIdOf } from '../services/service-input.js';
import { checkRuleNames, defaultRules, mergeRules } from './defaults.js';
import * as repo from './repo.js';

const presentPolicy = ({
  siteId: _siteId,
  isDefault,
  revision,
  ...rules
}: repo.PolicyRecord): BookingPolicy => ({
  ...rules,
  default: isDefault,
  revision: String(revision),
});

/**
 * The default policy of a site that never wrote one: Wix's defaults, under the id its services
 * already name (derived from the site), written the first time anything about policies changes.
 */
function virtualDefault(siteId: string, now: string): repo.PolicyRecord {
  return {
    id: defaultPolicyIdOf(siteId),
    siteId,
    ...defaultRules('Default policy'),
    isDefault: true,
    revision: 1,
    createdDate: now,
    updatedDate: now,
  };
}

/**
 * The site's booking policies. Every site has a default one, which can be changed but not deleted;
 * a service follows the policy it names, and the default when that one is gone.
 */
export function createPoliciesService({ db, clock }: { db: Database; clock: Clock }) {
  const now = () => clock.now().toISOString();
  const record = (tx: Transaction, action: EventAction, policy: repo.PolicyRecord) =>
    recordEvent(tx, {
      siteId: policy.siteId,
      entityFqdn: BOOKING_POLICY_FQDN,
      action,
      entityId: policy.id,
      entity: presentPolicy(policy),
      eventTime: policy.updatedDate,
    });

  /** Serialises every write to one site's policies, and makes sure its default exists. */
  async function lockedDefault(tx: Transaction, siteId: string): Promise<repo.PolicyRecord> {
    await lockName(tx, `booking-policies:${siteId}`);
    const found = await repo.findDefault(tx, siteId);
    if (found) return found;
    const fresh = virtualDefault(siteId, now());
    await repo.insertPolicy(tx, fresh);
    return fresh;
  }

  async function defaultPolicy(reader: Queryable, siteId: string): Promise<repo.PolicyRecord> {
    return (await repo.findDefault(reader, siteId)) ?? virtualDefault(siteId, now());
  }

  /** Writes the site's default policy if it has none yet, so that queries list it. */
  async function ensureDefault(siteId: string): Promise<void> {
    if (await repo.findDefault(db, siteId)) return;
    await db.transaction((tx) => lockedDefault(tx, siteId).then(() => undefined));
  }

  return {
    /** The site's default policy (one indexed row; the settings show its limits). */
    defaultPolicy: (siteId: string, on: Queryable = db) => defaultPolicy(on, siteId),

    /** The policy a service follows: the one it names, or the site's default. */
    async policyFor(siteId: string, policyId: string, on: Queryable = db): Promise<repo.PolicyRecord> {
      const named = await repo.findPolicy(on, siteId, policyId);
      return named ?? defaultPolicy(on, siteId);
    },

    /**
     * The id of the policy a service is to follow: `named`, which must be one of the site's
     * policies, or the site's default when it names none.
     */
    async checkedPolicyId(siteId: string, named: string | undefined): Promise<string> {
      if (named === undefined) return (await defaultPolicy(db, siteId)).id;
      if (named === defaultPolicyIdOf(siteId) || (await repo.findPolicy(db, siteId, named))) return named;
      throw ValidationError.field(
        'service.bookingPolicy.id',
        'names no booking policy of this site',
        'VALIDATION',
      );
    },

    /** Every policy of the site by id, and the default (for a read that covers many services). */
    async policyBook(
      siteId: string,
    ): Promise<{ byId: Map<string, repo.PolicyRecord>; fallback: repo.PolicyRecord }> {
      const all = await repo.allPolicies(db, siteId);
      const fallback = all.find((policy) => policy.isDefault) ?? virtualDefault(siteId, now());
      return { byId: new Map(all.map((policy) => [policy.id, policy])), fallback };
    },

    async createPolicy(siteId: string, input: BookingPolicyInput): Promise<BookingPolicy> {
      const rules = mergeRules(defaultRules(input.name ?? 'Booking policy'), input);
      return db.transaction(async (tx) => {
        await lockedDefault(tx, siteId);
        const at = now();
        const fresh: repo.PolicyRecord = {
          id: newId(),
          siteId,
          ...rules,
          isDefault: false,
          revision: 1,
          createdDate: at,
          updatedDate: at,
        };
        await repo.insertPolicy(tx, fresh);
        await record(tx, 'created', fresh);
        return presentPolicy(fresh);
      });
    },

    async getPolicy(siteId: string, id: string): Promise<BookingPolicy> {
      const found = (await repo.findPolicy(db, siteId, id)) ?? (await defaultPolicy(db, siteId));
      if (found.id !== id) throw notFound('BookingPolicy', id);
      return presentPolicy(found);
    },

    async updatePolicy(
      siteId: string,
      id: string,
      request: UpdateBookingPolicyRequest,
    ): Promise<BookingPolicy> {
      const { id: _id, revision, ...input } = request.bookingPolicy;
      const fields = maskedTopFields(request.mask, input);
      fields.delete('id');
      fields.delete('revision');
      checkRuleNames(fields);
      return db.transaction(async (tx) => {
        await lockedDefault(tx, siteId);
        const existing = await repo.findPolicy(tx, siteId, id);
        if (!existing) throw notFound('BookingPolicy', id);
        if (revision !== undefined && Number(revision) !== existing.revision)
          throw revisionMismatch('the booking policy');
        const next: repo.PolicyRecord = {
          ...existing,
          ...mergeRules(existing, input, fields),
          revision: existing.revision + 1,
          updatedDate: now(),
        };
        if (!(await repo.updatePolicy(tx, next))) throw revisionMismatch('the booking policy');
        await record(tx, 'updated', next);
        return presentPolicy(next);
      });
    },

    /** Makes `id` the default; the event carries the new default and the one it replaced. */
    async setDefault(siteId: string, id: string): Promise<SetDefaultBookingPolicyResponse> {
      return db.transaction(async (tx) => {
        const previous = await lockedDefault(tx, siteId);
        if (previous.id === id) return { currentDefaultBookingPolicy: presentPolicy(previous) };
        const chosen = await repo.findPolicy(tx, siteId, id);
        if (!chosen) throw notFound('BookingPolicy', id);
        const at = now();
        const demoted = { ...previous, isDefault: false, revision: previous.revision + 1, updatedDate: at };
        const promoted = { ...chosen, isDefault: true, revision: chosen.revision + 1, updatedDate: at };
        // One default per site (a unique index): the old one steps down first.
        if (!(await repo.updatePolicy(tx, demoted)) || !(await repo.updatePolicy(tx, promoted)))
          throw revisionMismatch('the booking policy');
        const answer = {
          currentDefaultBookingPolicy: presentPolicy(promoted),
          previousDefaultBookingPolicy: presentPolicy(demoted),
        };
        await recordEvent(tx, {
          siteId,
          entityFqdn: BOOKING_POLICY_FQDN,
          action: 'default_booking_policy_set',
          entityId: promoted.id,
          entity: answer,
          eventTime: at,
        });
        return answer;
      });
    },

    /** Deletes a policy no service follows; the default cannot be deleted. */
    async deletePolicy(siteId: string, id: string): Promise<Record<string, never>> {
      await db.transaction(async (tx) => {
        const current = await lockedDefault(tx, siteId);
        if (current.id === id) {
          throw new ApplicationError({
            status: 400,
            code: 'DEFAULT_POLICY_CANNOT_BE_DELETED',
            description:
              'The default booking policy cannot be deleted; make another policy the default first',
          });
        }
        const existing = await repo.findPolicy(tx, siteId, id);
        if (!existing) throw notFound('BookingPolicy', id);
        const followers = (await repo.servicesByPolicy(tx, siteId)).get(id) ?? [];
        if (followers.length > 0) {
          throw new ApplicationError({
            status: 409,
            code: 'POLICY_IN_USE',
            description: `${followers.length} service(s) follow this policy; give them another policy first`,
            data: { serviceIds: followers.map((service) => service.id) },
          });
        }
        await repo.deletePolicy(tx, siteId, id);
        await record(tx, 'deleted', existing);
      });
      return {};
    },

    async queryPolicies(siteId: string, query: Query | undefined) {
      await ensureDefault(siteId);
      const { records, pagingMetadata } = await repo.queryPolicies(db, siteId, query);
      return { bookingPolicies: records.map(presentPolicy), pagingMetadata };
    },

    /** `services.queryPolicies`: each policy with the services that follow it. */
    async queryServicePolicies(siteId: string, query: Query | undefined) {
      await ensureDefault(siteId);
      const { records, pagingMetadata } = await repo.queryPolicies(db, siteId, query);
      const followers = await repo.servicesByPolicy(db, siteId);
      return {
        bookingPolicies: records.map((policy) => {
          const services = followers.get(policy.id) ?? [];
          return { bookingPolicy: presentPolicy(policy), services, connectedServices: services.length };
        }),
        pagingMetadata,
      };
    },

    /** Changes the default policy's rules (the site settings' shortcut to them). */
    async updateDefault(siteId: string, input: BookingPolicyInput): Promise<repo.PolicyRecord> {
      return db.transaction(async (tx) => {
        const existing = await lockedDefault(tx, siteId);
        const next = {
          ...existing,
          ...mergeRules(existing, input),
          revision: existing.revision + 1,
          updatedDate: now(),
        };
        if (!(await repo.updatePolicy(tx, next))) throw revisionMismatch('the booking policy');
        await record(tx, 'updated', next);
        return next;
      });
    },
  };
}

export type PoliciesService = ReturnType<typeof createPoliciesService>;
