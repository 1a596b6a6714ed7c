import type {
  ListPlansQuery,
  ListPublicPlansQuery,
  ListPublicPlansResponse,
  PlanInput,
  PlanResponse,
  UpdatePlanRequest,
  Plan as WirePlan,
  PublicPlan as WirePublicPlan,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath } from '../../wire/index.js';

/** A plan as the owner manages it; `PublicPlan` is what visitors see. */
export type Plan = FromWire<WirePlan>;
export type PublicPlan = FromWire<WirePublicPlan>;

const BASE = '/pricing-plans/v2/plans';
const plan = (pending: Promise<unknown>) =>
  (pending as Promise<{ plan: Plan }>).then((answer) => answer.plan);

/** `queryPublicPlans().eq('slug', slug).find()`: the public plans, offset paged. */
export const queryPublicPlans = defineMethod(
  ({ http }) =>
    () =>
      createQuery<PublicPlan>({
        http,
        method: 'POST',
        path: `${BASE}/public/query`,
        itemsKey: 'plans',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
);

export const listPublicPlans = defineMethod(
  ({ http }) =>
    async (options: ListPublicPlansQuery = {}): Promise<FromWire<ListPublicPlansResponse>> =>
      callRest<ListPublicPlansResponse>(http, { method: 'GET', path: `${BASE}/public`, payload: options }),
);

export const getPlan = defineMethod(
  ({ http }) =>
    async (id: string): Promise<Plan> =>
      plan(callRest<PlanResponse>(http, { method: 'GET', path: fillPath(`${BASE}/{id}`, { id }) })),
  { elevated: true },
);

export const listPlans = defineMethod(
  ({ http }) =>
    async (options: ListPlansQuery = {}): Promise<{ plans: Plan[] }> =>
      callRest(http, { method: 'GET', path: BASE, payload: options }) as Promise<{ plans: Plan[] }>,
  { elevated: true },
);

export const getPlanStats = defineMethod(
  ({ http }) =>
    async (): Promise<{ totalPlans: number }> =>
      callRest(http, { method: 'GET', path: `${BASE}/stats` }) as Promise<{ totalPlans: number }>,
  { elevated: true },
);

export const createPlan = defineMethod(
  ({ http }) =>
    async (input: PlanInput): Promise<Plan> =>
      plan(callRest(http, { method: 'POST', path: BASE, payload: { plan: input } })),
  { elevated: true },
);

/** Changes the fields sent (all of them: the mask is the sent fields' names). */
export const updatePlan = defineMethod(
  ({ http }) =>
    async (id: string, changes: UpdatePlanRequest['plan']): Promise<Plan> =>
      plan(
        callRest(http, {
          method: 'PATCH',
          path: fillPath(`${BASE}/{id}`, { id }),
          payload: {
            plan: { ...changes, id },
            fieldMask: Object.keys(changes)
              .filter((key) => key !== 'id')
              .join(','),
          },
        }),
      ),
  { elevated: true },
);

export const setPlanVisibility = defineMethod(
  ({ http }) =>
    async (id: string, visible: boolean): Promise<{ plan: Plan }> =>
      callRest(http, {
        method: 'PUT',
        path: fillPath(`${BASE}/{id}/visibility`, { id }),
        payload: { id, visible },
      }) as Promise<{ plan: Plan }>,
  { elevated: true },
);

export const makePlanPrimary = defineMethod(
  ({ http }) =>
    async (id: string): Promise<{ plan: Plan }> =>
      callRest(http, { method: 'POST', path: fillPath(`${BASE}/{id}/make-primary`, { id }) }) as Promise<{
        plan: Plan;
      }>,
  { elevated: true },
);

export const clearPrimary = defineMethod(
  ({ http }) =>
    async (): Promise<void> => {
      await callRest(http, { method: 'POST', path: `${BASE}/clear-primary` });
    },
  { elevated: true },
);

export const archivePlan = defineMethod(
  ({ http }) =>
    async (id: string): Promise<{ plan: Plan }> =>
      callRest(http, { method: 'POST', path: fillPath(`${BASE}/{id}/archive`, { id }) }) as Promise<{
        plan: Plan;
      }>,
  { elevated: true },
);
