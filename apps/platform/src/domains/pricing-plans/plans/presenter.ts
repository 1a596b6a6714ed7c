import type { Plan, PublicPlan } from '@bazaar/contracts';
import type { StoredPlan } from './record.js';

/** The owner's view of a plan. */
export function presentPlan(plan: StoredPlan): Plan {
  const { siteId: _site, revision: _revision, ...wire } = plan;
  return wire;
}

/** A visitor's view: what is sold and on what terms, without the owner's flags. */
export function presentPublicPlan(plan: StoredPlan): PublicPlan {
  const {
    siteId: _site,
    revision: _revision,
    public: _public,
    archived: _archived,
    hasOrders: _hasOrders,
    ...wire
  } = plan;
  return wire;
}
