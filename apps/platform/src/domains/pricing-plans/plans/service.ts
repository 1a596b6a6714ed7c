import type { CreatePlanRequest, Plan, PlanInput, UpdatePlanRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import { lockName } from '../../../kernel/db/counters.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { type EventAction, recordEvent } from '../../../kernel/events.js';
import { maskedTopFields } from '../../../kernel/field-mask.js';
import { newId } from '../../../kernel/ids.js';
import { slugify } from '../../../kernel/slug.js';
import type { SitesService } from '../../sites/service.js';
import { PLAN_FQDN } from '../events.js';
import { createPlanReads } from './plan-reads.js';
import { presentPlan } from './presenter.js';
import { pricingOf } from './pricing.js';
import type { StoredPlan } from './record.js';
import * as repo from './repo.js';

/** Plans one site may have, archived ones included. */
const MAX_PLANS_PER_SITE = 500;

/** The fields `updatePlan` may change; the rest are the platform's (id, dates) or have calls of their own. */
const UPDATABLE = [
  'name',
  'description',
  'perks',
  'pricing',
  'public',
  'maxPurchasesPerBuyer',
  'allowFutureStartDate',
  'buyerCanCancel',
  'termsAndConditions',
  'formId',
  'slug',
  'sessionLimit',
] as const;

/** Fields of a plan the platform keeps (or that have calls of their own): an update passes them over. */
const READ_ONLY = ['id', 'primary', 'archived', 'hasOrders', 'createdDate', 'updatedDate'];

const planArchived = (id: string) =>
  new ApplicationError({
    status: 400,
    code: 'PLAN_ARCHIVED',
    description: `Plan ${id} is archived: it can no longer be changed or sold`,
  });

/** Plans: the owner makes and changes them, visitors list the public ones. */
export function createPlansService({
  db,
  clock,
  sites,
}: {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
}) {
  async function announce(tx: Transaction, action: EventAction, plan: StoredPlan): Promise<Plan> {
    const entity = presentPlan(plan);
    await recordEvent(tx, {
      siteId: plan.siteId,
      entityFqdn: PLAN_FQDN,
      action,
      entityId: plan.id,
      entity,
      eventTime: clock.now().toISOString(),
    });
    return entity;
  }

  async function stored(on: Queryable, siteId: string, id: string): Promise<StoredPlan> {
    const plan = await repo.findPlan(on, siteId, id);
    if (!plan) throw notFound('Plan', id);
    return plan;
  }

  /** A slug free on the site: the one asked for (refused when taken), or the name's with a number. */
  async function freeSlug(
    tx: Queryable,
    siteId: string,
    asked: string | undefined,
    name: string,
    id: string,
  ) {
    if (asked !== undefined) {
      if (await repo.slugTaken(tx, siteId, asked, id))
        throw ValidationError.field('plan.slug', 'is already used by another plan of the site');
      return asked;
    }
    const base = slugify(name, 'plan');
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(tx, siteId, candidate, id))) return candidate;
    }
  }

  /** Applies `change` to the plan in one revision-checked write and announces it. */
  async function change(
    siteId: string,
    id: string,
    apply: (plan: StoredPlan, tx: Transaction) => Promise<StoredPlan | undefined> | StoredPlan | undefined,
    actions: (before: StoredPlan, after: StoredPlan) => EventAction[] = () => ['updated'],
  ): Promise<Plan> {
    return db.transaction(async (tx) => {
      const before = await stored(tx, siteId, id);
      const changed = await apply(before, tx);
      if (!changed) return presentPlan(before);
      const after = { ...changed, revision: before.revision + 1, updatedDate: clock.now().toISOString() };
      if (!(await repo.updatePlan(tx, after))) throw revisionMismatch('the plan');
      let plan = presentPlan(after);
      for (const action of actions(before, after)) plan = await announce(tx, action, after);
      return plan;
    });
  }

  return {
    async createPlan(siteId: string, { plan: input }: CreatePlanRequest): Promise<Plan> {
      const { settings } = await sites.getSite(siteId);
      const pricing = pricingOf(input.pricing, settings.currency);
      return db.transaction(async (tx) => {
        await lockName(tx, `pricing-plans:${siteId}`);
        if ((await repo.countPlans(tx, siteId)) >= MAX_PLANS_PER_SITE)
          throw new ApplicationError({
            status: 409,
            code: 'TOO_MANY_PLANS',
            description: `A site has at most ${MAX_PLANS_PER_SITE} plans`,
          });
        const now = clock.now().toISOString();
        const id = newId();
        const record: StoredPlan = {
          id,
          siteId,
          name: input.name,
          ...(input.description ? { description: input.description } : {}),
          perks: { values: input.perks?.values ?? [] },
          pricing,
          public: input.public ?? true,
          archived: false,
          primary: false,
          hasOrders: false,
          slug: await freeSlug(tx, siteId, input.slug, input.name, id),
          maxPurchasesPerBuyer: input.maxPurchasesPerBuyer ?? 0,
          allowFutureStartDate: input.allowFutureStartDate ?? false,
          buyerCanCancel: input.buyerCanCancel ?? true,
          ...(input.termsAndConditions ? { termsAndConditions: input.termsAndConditions } : {}),
          ...(input.formId ? { formId: input.formId } : {}),
          ...(input.sessionLimit ? { sessionLimit: input.sessionLimit } : {}),
          revision: 1,
          createdDate: now,
          updatedDate: now,
        };
        await repo.insertPlan(tx, record);
        return announce(tx, 'created', record);
      });
    },

    ...createPlanReads({ db, stored }),

    async updatePlan(siteId: string, id: string, request: UpdatePlanRequest): Promise<Plan> {
      const { settings } = await sites.getSite(siteId);
      const fields = maskedTopFields(request.fieldMask, request.plan);
      // Read-only fields the official client echoes back are passed over; others are not a plan's.
      const foreign = [...fields].filter(
        (field) => !(UPDATABLE as readonly string[]).includes(field) && !READ_ONLY.includes(field),
      );
      if (request.fieldMask !== undefined && foreign.length > 0)
        throw ValidationError.field('fieldMask', `names fields a plan does not have: ${foreign.join(', ')}`);
      const sent = request.plan as Partial<PlanInput>;
      const wanted = UPDATABLE.filter((field) => fields.has(field));
      for (const field of ['name', 'pricing'] as const)
        if (wanted.includes(field) && sent[field] === undefined)
          throw ValidationError.field(
            `plan.${field}`,
            'is required when the mask names it',
            'REQUIRED_FIELD',
          );
      const pricing =
        wanted.includes('pricing') && sent.pricing ? pricingOf(sent.pricing, settings.currency) : undefined;
      return change(
        siteId,
        id,
        async (plan, tx) => {
          if (plan.archived) throw planArchived(id);
          const next: StoredPlan = { ...plan };
          for (const field of wanted) {
            const value = field === 'pricing' ? pricing : sent[field];
            if (value === undefined || value === null) delete (next as Partial<StoredPlan>)[field];
            else Object.assign(next, { [field]: value });
          }
          next.perks = { values: next.perks?.values ?? [] };
          next.maxPurchasesPerBuyer ??= 0;
          next.allowFutureStartDate ??= false;
          next.buyerCanCancel ??= true;
          next.public ??= true;
          // A new name keeps the slug, so links to the plan keep working; a slug is changed by name.
          next.slug = wanted.includes('slug')
            ? await freeSlug(tx, siteId, sent.slug, next.name, id)
            : plan.slug;
          return next;
        },
        (before, after) =>
          before.buyerCanCancel === after.buyerCanCancel
            ? ['updated']
            : ['updated', 'buyer_can_cancel_updated'],
      );
    },

    async setPlanVisibility(siteId: string, id: string, visible: boolean): Promise<Plan> {
      return change(siteId, id, (plan) => {
        if (plan.archived) throw planArchived(id);
        return plan.public === visible ? undefined : { ...plan, public: visible };
      });
    },

    /** Makes the plan the site's highlighted one; the plan that was primary stops being so. */
    async makePlanPrimary(siteId: string, id: string): Promise<Plan> {
      return db.transaction(async (tx) => {
        await lockName(tx, `pricing-plans:${siteId}:primary`);
        const plan = await stored(tx, siteId, id);
        if (plan.archived) throw planArchived(id);
        if (plan.primary) return presentPlan(plan);
        const current = await repo.findPrimaryPlan(tx, siteId);
        const now = clock.now().toISOString();
        if (current) {
          const cleared = { ...current, primary: false, revision: current.revision + 1, updatedDate: now };
          if (!(await repo.updatePlan(tx, cleared))) throw revisionMismatch('the primary plan');
          await announce(tx, 'updated', cleared);
        }
        const made = { ...plan, primary: true, revision: plan.revision + 1, updatedDate: now };
        if (!(await repo.updatePlan(tx, made))) throw revisionMismatch('the plan');
        return announce(tx, 'updated', made);
      });
    },

    async clearPrimary(siteId: string): Promise<object> {
      await db.transaction(async (tx) => {
        await lockName(tx, `pricing-plans:${siteId}:primary`);
        const current = await repo.findPrimaryPlan(tx, siteId);
        if (!current) return;
        const cleared = {
          ...current,
          primary: false,
          revision: current.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        if (!(await repo.updatePlan(tx, cleared))) throw revisionMismatch('the primary plan');
        await announce(tx, 'updated', cleared);
      });
      return {};
    },

    /** Archives for good: the plan stays on its orders but is no longer shown, sold or changed. */
    async archivePlan(siteId: string, id: string): Promise<Plan> {
      return change(
        siteId,
        id,
        (plan) => {
          if (plan.archived) throw planArchived(id);
          return { ...plan, archived: true, primary: false };
        },
        () => ['archived'],
      );
    },

    markHasOrders: repo.markHasOrders,
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
