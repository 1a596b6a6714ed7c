import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import type { EventAction } from '../../../kernel/events.js';
import { type JobHandler, scheduleJob } from '../../../kernel/jobs/jobs.js';
import { formatMoney, toMinor } from '../../../kernel/money.js';
import type { IdentityService } from '../../identity/service.js';
import type { MailService } from '../../mail/module.js';
import {
  type PlanOrderOfMail,
  planCanceledMail,
  planPaymentFailedMail,
  planPurchasedMail,
  planRenewedMail,
  planTrialEndingMail,
} from '../../mail/templates/plans/plan-mails.js';
import type { SitesService } from '../../sites/service.js';
import { cycleStart, RENEWAL_RETRIES, RENEWAL_RETRY_MS } from './cycles.js';
import type { PlanOrderRecord } from './record.js';
import * as repo from './repo.js';
import { endDateOf, nextChargeDate } from './steps.js';

export const TRIAL_ENDING_JOB = 'pricing-plans.trial-ending';
/** The notice of a trial's end goes this long before its first payment. */
const TRIAL_NOTICE_BEFORE_MS = 3 * 24 * 60 * 60 * 1000;

/** The job's payload. @public (named by the module's declarations, imported by no file) */
export interface TrialEndingJob {
  siteId: string;
  orderId: string;
  /** The first payment it announces: a pause since moved it, and this notice is skipped. */
  chargeDate: string;
}

/** When the trial's first paid cycle begins, as the order stands. */
const firstChargeOf = (order: PlanOrderRecord, now: Date) =>
  cycleStart(order.terms, new Date(order.startDate), order.pausePeriods, 1, now);

/**
 * The mail of a member's plan as its order changes: the receipt of the purchase, each renewal's
 * receipt, a renewal the card refused (with the next try), the trial's end three days ahead, and
 * the cancelation. It compares the order written with the order before the change, in the
 * change's transaction, so each message exists exactly when its change does.
 */
export function createPlanNotices(deps: {
  mail: Pick<MailService, 'enqueue'>;
  sites: Pick<SitesService, 'getSite'>;
  identity: Pick<IdentityService, 'memberRecord'>;
  clock: Clock;
}) {
  const { mail, sites, identity, clock } = deps;

  /** The site, the member and the order as a message names them; none for a member gone since. */
  async function contextOf(tx: Queryable, order: PlanOrderRecord) {
    const [site, member] = await Promise.all([
      sites.getSite(order.siteId, tx),
      identity.memberRecord(order.siteId, order.memberId, tx),
    ]);
    if (!member) return undefined;
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: site.settings.timeZone,
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const dateText = (at: Date | string | number) => day.format(new Date(at));
    const now = clock.now();
    const next = nextChargeDate(order, now);
    const end = endDateOf(order, now);
    const ofMail: PlanOrderOfMail = {
      planName: order.planName,
      member: {
        firstName: member.profile.firstName ?? member.profile.nickname ?? 'there',
        email: member.email,
      },
      price: formatMoney(toMinor(order.price, order.currency, 'price'), order.currency),
      ...(next ? { nextPayment: dateText(next) } : {}),
      ...(end ? { ends: dateText(end) } : {}),
    };
    return { site: { siteId: order.siteId, siteName: site.displayName }, order: ofMail, dateText };
  }

  /** The notice of the trial's end, three days before its first payment (none when that is sooner). */
  async function scheduleTrialNotice(tx: Queryable, order: PlanOrderRecord) {
    const charge = firstChargeOf(order, clock.now());
    if (!charge || charge.getTime() - TRIAL_NOTICE_BEFORE_MS <= clock.now().getTime()) return;
    const payload: TrialEndingJob = {
      siteId: order.siteId,
      orderId: order.id,
      chargeDate: charge.toISOString(),
    };
    await scheduleJob(tx, clock, TRIAL_ENDING_JOB, payload, {
      runAt: new Date(charge.getTime() - TRIAL_NOTICE_BEFORE_MS),
      dedupeKey: `${TRIAL_ENDING_JOB}:${order.id}:${payload.chargeDate}`,
    });
  }

  return {
    /** Writes the mail the change from `before` to `saved` calls for. */
    async afterSave(
      tx: Queryable,
      saved: PlanOrderRecord,
      actions: readonly EventAction[],
      before?: PlanOrderRecord,
    ): Promise<void> {
      const context = await contextOf(tx, saved);
      if (!context) return;
      const { site, order, dateText } = context;
      const started = actions.includes('started');
      const startedCycle = started ? saved.cycleIndex : undefined;
      if (started) {
        const first = saved.payments.find((payment) => payment.cycle === startedCycle);
        const trialEnd = firstChargeOf(saved, clock.now());
        const paid = saved.free
          ? ({ kind: 'free' } as const)
          : startedCycle === 0 && trialEnd
            ? ({ kind: 'trial', until: dateText(trialEnd) } as const)
            : first?.status === 'PAID' && saved.type === 'ONLINE'
              ? ({ kind: 'card', amount: order.price } as const)
              : saved.type !== 'ONLINE'
                ? ({ kind: 'offline' } as const)
                : undefined;
        // A first payment the card refused is told by its own message below.
        if (paid) await mail.enqueue(tx, await planPurchasedMail(site, order, paid));
        if (startedCycle === 0) await scheduleTrialNotice(tx, saved);
      }
      // A new order's payments (taken at purchase) are the purchase's: its start tells of them.
      for (const payment of before ? saved.payments : []) {
        const was = before?.payments.find((earlier) => earlier.cycle === payment.cycle);
        if (was && was.status === payment.status && was.attempts === payment.attempts) continue;
        if (payment.status === 'PAID' && payment.cycle !== startedCycle && saved.type === 'ONLINE')
          await mail.enqueue(tx, await planRenewedMail(site, order));
        if (payment.status === 'FAILED' && payment.lastAttemptDate) {
          const retry =
            payment.attempts <= RENEWAL_RETRIES
              ? dateText(Date.parse(payment.lastAttemptDate) + RENEWAL_RETRY_MS)
              : undefined;
          await mail.enqueue(tx, await planPaymentFailedMail(site, order, retry));
        }
      }
      if (actions.includes('canceled') || actions.includes('auto_renew_canceled')) {
        const refund =
          (saved.refunds ?? []).length > (before?.refunds ?? []).length ? saved.refunds?.at(-1) : undefined;
        const until = endDateOf(saved, clock.now());
        await mail.enqueue(
          tx,
          await planCanceledMail(site, order, {
            when: actions.includes('canceled') ? 'now' : 'period-end',
            paymentFailed: saved.cancellation?.cause === 'PAYMENT_FAILURE',
            ...(refund
              ? { refunded: formatMoney(toMinor(refund.amount, saved.currency, 'amount'), saved.currency) }
              : {}),
            ...(until ? { until: dateText(until) } : {}),
          }),
        );
      }
    },

    /** Tells the member their trial ends in three days, if it still does then. */
    trialEndingJob: (async ({ payload, tx }) => {
      const order = await repo.findOrder(tx, payload.siteId, payload.orderId);
      if (order?.status !== 'ACTIVE' || order.cycleIndex !== 0 || order.autoRenewCanceled) return;
      if (firstChargeOf(order, clock.now())?.toISOString() !== payload.chargeDate) return;
      const context = await contextOf(tx, order);
      if (!context) return;
      await mail.enqueue(
        tx,
        await planTrialEndingMail(context.site, context.order, context.dateText(payload.chargeDate)),
      );
    }) satisfies JobHandler<TrialEndingJob> as JobHandler<TrialEndingJob>,
  };
}

export type PlanNotices = ReturnType<typeof createPlanNotices>;
