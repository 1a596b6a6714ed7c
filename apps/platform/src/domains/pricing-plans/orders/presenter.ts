import type { OrderCycle, PlanOrder } from '@bazaar/contracts';
import { cycleStart, cyclesInAll, firstCycle, isRecurring } from './cycles.js';
import type { PlanOrderRecord } from './record.js';
import { endDateOf, lastPaymentStatus } from './steps.js';

/** Cycles from the first to the one running, each with its dates (the running one ends when planned). */
function cyclesOf(order: PlanOrderRecord, now: Date): OrderCycle[] {
  if (order.cycleIndex === undefined) return [];
  const start = new Date(order.startDate);
  const end = endDateOf(order, now);
  const cycles: OrderCycle[] = [];
  for (let index = firstCycle(order.terms); index <= order.cycleIndex; index++) {
    const startedDate = cycleStart(order.terms, start, order.pausePeriods, index, now);
    if (!startedDate) break;
    const next = cycleStart(order.terms, start, order.pausePeriods, index + 1, now);
    const endedDate = next && end && end < next ? end : (next ?? end);
    cycles.push({
      index,
      startedDate: startedDate.toISOString(),
      ...(endedDate ? { endedDate: endedDate.toISOString() } : {}),
    });
  }
  return cycles;
}

/** An order in its wire shape, its dates as of `now` (a pause still running moves them). */
export function presentOrder(order: PlanOrderRecord, now: Date): PlanOrder {
  const { terms } = order;
  const end = endDateOf(order, now);
  const cycles = cyclesOf(order, now);
  const current = ['ACTIVE', 'PAUSED'].includes(order.status) ? cycles.at(-1) : undefined;
  const total = order.price;
  const price = { subtotal: total, discount: '0', total, currency: order.currency };
  const model =
    terms.model === 'subscription'
      ? { subscription: { cycleDuration: terms.cycleDuration, cycleCount: terms.cycleCount } }
      : terms.model === 'singlePaymentForDuration'
        ? { singlePaymentForDuration: terms.duration }
        : { singlePaymentUnlimited: true };
  return {
    id: order.id,
    planId: order.planId,
    subscriptionId: order.subscriptionId,
    buyer: { memberId: order.memberId, contactId: order.contactId },
    pricing: {
      ...model,
      prices: [
        {
          duration: {
            cycleFrom: 1,
            ...(Number.isFinite(cyclesInAll(terms)) ? { numberOfCycles: cyclesInAll(terms) } : {}),
          },
          price,
        },
      ],
    },
    type: order.type,
    status: order.status,
    autoRenewCanceled: order.autoRenewCanceled,
    ...(order.cancellation ? { cancellation: order.cancellation } : {}),
    lastPaymentStatus: lastPaymentStatus(order),
    startDate: order.startDate,
    ...(end ? { endDate: end.toISOString() } : {}),
    pausePeriods: order.pausePeriods.map((pause) => ({
      status: pause.resumeDate ? ('ENDED' as const) : ('ACTIVE' as const),
      pauseDate: pause.pauseDate,
      ...(pause.resumeDate ? { resumeDate: pause.resumeDate } : {}),
    })),
    ...(terms.model === 'subscription' && terms.freeTrialDays > 0
      ? { freeTrialDays: terms.freeTrialDays }
      : {}),
    ...(isRecurring(terms) && current?.endedDate ? { earliestEndDate: current.endedDate } : {}),
    ...(current ? { currentCycle: current } : {}),
    cycles,
    planName: order.planName,
    planDescription: order.planDescription,
    planPrice: order.price,
    createdDate: order.createdDate,
    updatedDate: order.updatedDate,
  };
}
