import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import type { EventAction } from '../../../kernel/events.js';
import { type JobHandler, scheduleJob } from '../../../kernel/jobs/jobs.js';
import { formatMoney } from '../../../kernel/money.js';
import type { MailService } from '../../mail/module.js';
import {
  bookingCanceledMail,
  bookingConfirmedMail,
  bookingReminderMail,
  bookingRescheduledMail,
} from '../../mail/templates/bookings/booking-mails.js';
import { bookingTimes } from '../../mail/templates/bookings/booking-summary.js';
import type { SitesService } from '../../sites/service.js';
import { presentBooking } from './book-slot.js';
import * as repo from './repo.js';

export const BOOKING_REMINDER_JOB = 'bookings.reminder';
/** A reminder goes this long before the booking starts. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The job's payload. @public (named by the module's declarations, imported by no file) */
export interface ReminderPayload {
  siteId: string;
  bookingId: string;
  /** The start it reminds of: a booking moved since has its own reminder, and this one is skipped. */
  startDate: string;
}

/**
 * The mail a booker gets as their booking changes: the confirmation (with a calendar file), a
 * reminder a day before, the new time, and the cancelation. Each message is written in the
 * change's own transaction (`afterChange`), so it exists exactly when the change does, and the
 * mailer delivers it after the commit.
 */
export function createBookingNotices(deps: {
  mail: Pick<MailService, 'enqueue'>;
  sites: Pick<SitesService, 'getSite'>;
  clock: Clock;
}) {
  const { mail, sites, clock } = deps;

  const siteOf = async (tx: Queryable, siteId: string) => ({
    siteId,
    siteName: (await sites.getSite(siteId, tx)).displayName,
  });

  /** The reminder of the booking at its present start; none when that is less than a day away. */
  async function scheduleReminder(tx: Queryable, record: repo.BookingRecord) {
    const runAt = Date.parse(bookingTimes(presentBooking(record)).startDate) - REMINDER_BEFORE_MS;
    if (runAt <= clock.now().getTime()) return;
    const payload: ReminderPayload = {
      siteId: record.siteId,
      bookingId: record.id,
      startDate: record.startDate,
    };
    await scheduleJob(tx, clock, BOOKING_REMINDER_JOB, payload, {
      runAt: new Date(runAt),
      dedupeKey: `booking-reminder:${record.id}:${record.startDate}`,
    });
  }

  /** What was refunded of the booking's payment, as the booker reads it. */
  const refundedOf = ({ payment }: repo.BookingRecord) =>
    payment?.refundedMinor ? formatMoney(payment.refundedMinor, payment.currency) : undefined;

  /** Sends the reminder if the booking still stands, at the time it was scheduled for. */
  const reminderJob: JobHandler<ReminderPayload> = async ({ payload, tx }) => {
    const record = await repo.findBooking(tx, payload.siteId, payload.bookingId);
    if (record?.status !== 'CONFIRMED' || record.startDate !== payload.startDate) return;
    const site = await siteOf(tx, record.siteId);
    await mail.enqueue(tx, await bookingReminderMail(site, presentBooking(record)));
  };

  return {
    /** Writes the mail `action` calls for, in the transaction that made the change. */
    async afterChange(tx: Queryable, record: repo.BookingRecord, action: EventAction): Promise<void> {
      const booking = presentBooking(record);
      const confirmed = action === 'confirmed' || (action === 'created' && record.status === 'CONFIRMED');
      if (confirmed) {
        await mail.enqueue(tx, await bookingConfirmedMail(await siteOf(tx, record.siteId), booking));
        await scheduleReminder(tx, record);
      } else if (action === 'rescheduled') {
        await mail.enqueue(tx, await bookingRescheduledMail(await siteOf(tx, record.siteId), booking));
        await scheduleReminder(tx, record);
      } else if (action === 'canceled' || action === 'declined') {
        const site = await siteOf(tx, record.siteId);
        await mail.enqueue(tx, await bookingCanceledMail(site, booking, refundedOf(record)));
      }
    },

    reminderJob,
  };
}

export type BookingNotices = ReturnType<typeof createBookingNotices>;
