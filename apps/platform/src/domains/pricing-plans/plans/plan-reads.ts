import {
  DEFAULT_PAGE_SIZE,
  type ListPlansQuery,
  type ListPublicPlansQuery,
  type Plan,
  type Query,
} from '@bazaar/contracts';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { presentPlan, presentPublicPlan } from './presenter.js';
import type { StoredPlan } from './record.js';
import * as repo from './repo.js';

/** Reading plans: the owner's lists, the public ones a visitor sees, one plan, and how many there are. */
export function createPlanReads({
  db,
  stored,
}: {
  db: Database;
  stored(on: Queryable, siteId: string, id: string): Promise<StoredPlan>;
}) {
  const filterOf = (query: ListPlansQuery): repo.PlanFilter => {
    const planIds = listOf(query.planIds);
    return {
      ...(query.archived ? { archived: query.archived } : {}),
      ...(query.public ? { public: query.public } : {}),
      ...(planIds ? { planIds } : {}),
    };
  };

  async function page(siteId: string, where: repo.PlanFilter, query: { limit?: number; offset?: number }) {
    const offset = query.offset ?? 0;
    const limit = query.limit || DEFAULT_PAGE_SIZE;
    const { plans, total } = await repo.listPlans(db, siteId, where, { offset, limit });
    return {
      plans,
      pagingMetadata: { count: plans.length, offset, total, tooManyToCount: false, cursors: {} },
    };
  }

  return {
    async getPlan(siteId: string, id: string): Promise<Plan> {
      return presentPlan(await stored(db, siteId, id));
    },

    /** The plan a buyer may be shown: public or not (a link may name a hidden one), never archived. */
    async findPlan(siteId: string, id: string, on: Queryable = db): Promise<StoredPlan | undefined> {
      return repo.findPlan(on, siteId, id);
    },

    async listPlans(siteId: string, query: ListPlansQuery) {
      const { plans, pagingMetadata } = await page(siteId, filterOf(query), query);
      return { plans: plans.map(presentPlan), pagingMetadata };
    },

    async listPublicPlans(siteId: string, query: ListPublicPlansQuery) {
      const where = filterOf({
        archived: 'ACTIVE',
        public: 'PUBLIC',
        ...(query.planIds ? { planIds: query.planIds } : {}),
      });
      const { plans, pagingMetadata } = await page(siteId, where, query);
      return { plans: plans.map(presentPublicPlan), pagingMetadata };
    },

    async queryPublicPlans(siteId: string, query: Query | undefined) {
      const { plans, pagingMetadata } = await repo.queryPublicPlans(db, siteId, query);
      return { plans: plans.map(presentPublicPlan), pagingMetadata };
    },

    async getPlanStats(siteId: string) {
      return { totalPlans: await repo.countPlans(db, siteId) };
    },
  };
}
