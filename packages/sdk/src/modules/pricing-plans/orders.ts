import type {
  CancellationEffectiveAt,
  CreateOfflineOrderRequest,
  ListPlanOrdersQuery,
  ListPlanOrdersResponse,
  MemberListPlanOrdersQuery,
  PlanOrderResponse,
  PlanOrder as WirePlanOrder,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

/** Timestamps an order decodes to `Date`s, as the official `orders` module does. */
const ORDER_DATE_KEYS = [
  'startDate',
  'endDate',
  'earliestEndDate',
  'requestedDate',
  'pauseDate',
  'resumeDate',
  'startedDate',
  'endedDate',
] as const;
type OrderDateKey = (typeof ORDER_DATE_KEYS)[number];

export type PlanOrder = FromWire<WirePlanOrder, OrderDateKey>;
export type PlanOrderList = FromWire<ListPlanOrdersResponse, OrderDateKey>;

const OWNER = '/pricing-plans/v2/orders';
const MEMBER = '/pricing-plans/v2/member/orders';
const order = (pending: Promise<unknown>) =>
  (pending as Promise<{ order: PlanOrder }>).then((answer) => answer);

/** The signed-in member's orders. */
export const memberListOrders = defineMethod(
  ({ http }) =>
    async (options: MemberListPlanOrdersQuery = {}): Promise<PlanOrderList> =>
      callRest<ListPlanOrdersResponse, OrderDateKey>(http, {
        method: 'GET',
        path: MEMBER,
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
);

export const memberGetOrder = defineMethod(
  ({ http }) =>
    async (id: string): Promise<{ order: PlanOrder }> =>
      order(
        callRest<PlanOrderResponse, OrderDateKey>(http, {
          method: 'GET',
          path: fillPath(`${MEMBER}/{id}`, { id }),
          dateKeys: ORDER_DATE_KEYS,
        }),
      ),
);

/** Cancels the member's own order now or at its next payment date, when the plan allows. */
export const requestCancellation = defineMethod(
  ({ http }) =>
    async (id: string, effectiveAt: CancellationEffectiveAt): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath(`${MEMBER}/{id}/cancel`, { id }),
        payload: { id, effectiveAt },
      });
    },
);

export const managementListOrders = defineMethod(
  ({ http }) =>
    async (options: ListPlanOrdersQuery = {}): Promise<PlanOrderList> =>
      callRest<ListPlanOrdersResponse, OrderDateKey>(http, {
        method: 'GET',
        path: OWNER,
        payload: options,
        dateKeys: ORDER_DATE_KEYS,
      }),
  { elevated: true },
);

export const managementGetOrder = defineMethod(
  ({ http }) =>
    async (id: string): Promise<{ order: PlanOrder }> =>
      order(
        callRest<PlanOrderResponse, OrderDateKey>(http, {
          method: 'GET',
          path: fillPath(`${OWNER}/{id}`, { id }),
          dateKeys: ORDER_DATE_KEYS,
        }),
      ),
  { elevated: true },
);

export const createOfflineOrder = defineMethod(
  ({ http }) =>
    async (
      planId: string,
      memberId: string,
      options: Omit<SdkRequest<CreateOfflineOrderRequest>, 'planId' | 'memberId'> = {},
    ): Promise<{ order: PlanOrder }> =>
      order(
        callRest<PlanOrderResponse, OrderDateKey>(http, {
          method: 'POST',
          path: '/pricing-plans/v2/checkout/orders/offline',
          payload: { ...options, planId, memberId },
          dateKeys: ORDER_DATE_KEYS,
        }),
      ),
  { elevated: true },
);

/** Postpones an order's end date; its payments are left as they are. */
export const postponeEndDate = defineMethod(
  ({ http }) =>
    async (id: string, endDate: Date | string): Promise<void> => {
      await callRest(http, {
        method: 'PATCH',
        path: fillPath(`${OWNER}/{id}`, { id }),
        payload: { id, endDate },
      });
    },
  { elevated: true },
);

/**
 * Cancels an order now or at the end of its cycle; canceling now, the owner may give back the
 * running cycle's card payment (`refund`: all of it, or its unused part).
 */
export const cancelOrder = defineMethod(
  ({ http }) =>
    async (
      id: string,
      effectiveAt: CancellationEffectiveAt,
      options: { refund?: 'NONE' | 'FULL' | 'PRORATED' } = {},
    ): Promise<void> => {
      await callRest(http, {
        method: 'POST',
        path: fillPath(`${OWNER}/{id}/cancel`, { id }),
        payload: { id, effectiveAt, ...options },
      });
    },
  { elevated: true },
);

const ownerAction = (action: 'mark-as-paid' | 'pause' | 'resume') =>
  defineMethod(
    ({ http }) =>
      async (id: string): Promise<void> => {
        await callRest(http, {
          method: 'POST',
          path: fillPath(`${OWNER}/{id}/${action}`, { id }),
          payload: { id },
        });
      },
    { elevated: true },
  );

export const markAsPaid = ownerAction('mark-as-paid');
export const pauseOrder = ownerAction('pause');
export const resumeOrder = ownerAction('resume');
