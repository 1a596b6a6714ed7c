import type { RsvpStatus } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { type JobHandler, scheduleJob } from '../../../kernel/jobs/jobs.js';
import { formatMoney } from '../../../kernel/money.js';
import type { MailService } from '../../mail/module.js';
import { eventCanceledMail, rsvpMail, ticketsRefundedMail } from '../../mail/templates/events/event-mails.js';
import type { EventOfMail } from '../../mail/templates/events/event-of-mail.js';
import { ticketsMail } from '../../mail/templates/events/tickets-mail.js';
import type { SiteOfMail } from '../../mail/templates/store/order-confirmation.js';
import type { SitesService } from '../../sites/service.js';
import { formatEventDates } from '../events/formatted-dates.js';
import type { EventRecord } from '../events/record.js';
import { ADMITS, type OrderRecord } from '../orders/record.js';
import * as ordersRepo from '../orders/repo.js';
import type { RsvpRecord } from '../rsvp/repo.js';
import * as rsvpRepo from '../rsvp/repo.js';

export const EVENT_CANCELED_NOTICES_JOB = 'events.canceled-notices';

/** The job's payload. @public (named by the module's declarations, imported by no file) */
export interface CanceledNoticesJob {
  siteId: string;
  eventId: string;
}

/**
 * Asks for the cancelation notices of `event`, in the cancel's transaction: the job writes them,
 * so that canceling an event with thousands of guests stays one quick change.
 */
export async function askForCanceledNotices(tx: Queryable, clock: Clock, event: EventRecord): Promise<void> {
  const payload: CanceledNoticesJob = { siteId: event.siteId, eventId: event.id };
  await scheduleJob(tx, clock, EVENT_CANCELED_NOTICES_JOB, payload, {
    dedupeKey: `${EVENT_CANCELED_NOTICES_JOB}:${event.id}`,
  });
}

/** Where the event is, in one line: its venue and address, or that it is online. */
function whereOf(event: EventRecord): string | undefined {
  const { location } = event;
  if (location.type === 'ONLINE') return 'Online';
  if (location.locationTbd) return undefined;
  const address = location.address?.formattedAddress ?? location.address?.addressLine;
  return [location.name, address].filter(Boolean).join(', ') || undefined;
}

/** The event as its messages name it: its dates on its own clock, with the zone's name. */
const eventOfMail = (event: EventRecord): EventOfMail => ({
  title: event.title,
  when: formatEventDates({ ...event.dateAndTimeSettings, showTimeZone: true }).dateAndTime,
  ...(whereOf(event) ? { where: whereOf(event) } : {}),
});

/**
 * The mail of events and tickets: a buyer's tickets once they admit (paid, free, or paying at the
 * door), a refund, a guest's RSVP, and everyone's notice when the owner cancels the event. Each
 * message is written in the transaction of the change that calls for it, so it exists exactly
 * when the change does.
 */
export function createEventNotices(deps: {
  mail: Pick<MailService, 'enqueue'>;
  sites: Pick<SitesService, 'getSite'>;
  clock: Clock;
  findEvent(siteId: string, id: string, on?: Queryable): Promise<EventRecord | undefined>;
}) {
  const { mail, sites, findEvent } = deps;

  const siteOf = async (tx: Queryable, siteId: string): Promise<SiteOfMail> => ({
    siteId,
    siteName: (await sites.getSite(siteId, tx)).displayName,
  });

  /** The site and the event of a message, or nothing when the event is gone. */
  async function contextOf(tx: Queryable, siteId: string, eventId: string) {
    const event = await findEvent(siteId, eventId, tx);
    return event && { site: await siteOf(tx, siteId), event: eventOfMail(event) };
  }

  return {
    /** The buyer's tickets, once the order admits them; a box-office sale names no one to mail. */
    async ticketsIssued(tx: Queryable, order: OrderRecord): Promise<void> {
      if (!order.buyer.email || !ADMITS.includes(order.status)) return;
      const context = await contextOf(tx, order.siteId, order.eventId);
      const tickets = (await ordersRepo.ticketsOf(tx, order.siteId, [order.orderNumber])).filter(
        (ticket) => !ticket.refundedAt,
      );
      if (!context || tickets.length === 0) return;
      const guestName = (guest: (typeof tickets)[number]['guest']) =>
        [guest?.firstName, guest?.lastName].filter(Boolean).join(' ') || undefined;
      await mail.enqueue(
        tx,
        await ticketsMail(context.site, context.event, {
          orderNumber: order.orderNumber,
          buyer: order.buyer,
          createdDate: new Date(order.created),
          tickets: tickets.map((ticket) => ({
            ticketNumber: ticket.ticketNumber,
            name: ticket.name,
            ...(guestName(ticket.guest) ? { guestName: guestName(ticket.guest) } : {}),
          })),
        }),
      );
    },

    /** The buyer's notice of a refund of some or all of the order's tickets. */
    async refunded(
      tx: Queryable,
      order: OrderRecord,
      refund: { amountMinor: number; ticketNumbers: readonly string[] },
    ): Promise<void> {
      const context = await contextOf(tx, order.siteId, order.eventId);
      if (!order.buyer.email || !context) return;
      await mail.enqueue(
        tx,
        await ticketsRefundedMail(context.site, context.event, {
          buyer: order.buyer,
          orderNumber: order.orderNumber,
          amount: formatMoney(refund.amountMinor, order.currency),
          ticketNumbers: refund.ticketNumbers,
        }),
      );
    },

    /** The guest's answer confirmed: coming, or waiting for a place. A NO needs no message. */
    async rsvpAnswered(tx: Queryable, event: EventRecord, record: RsvpRecord, status: RsvpStatus) {
      if (status === 'NO') return;
      const { rsvp } = record;
      await mail.enqueue(
        tx,
        await rsvpMail(await siteOf(tx, event.siteId), eventOfMail(event), {
          firstName: rsvp.firstName,
          email: rsvp.email,
          status,
          guests: rsvp.guests.length,
        }),
      );
    },

    /** Tells every buyer whose tickets admitted them, and every guest coming or waiting. */
    canceledNoticesJob: (async ({ payload, tx }) => {
      const { siteId, eventId } = payload;
      const context = await contextOf(tx, siteId, eventId);
      if (!context) return;
      const orders = await ordersRepo.ordersOfEvent(tx, siteId, eventId, [...ADMITS, 'AUTHORIZED']);
      for (const order of orders.filter((one) => one.buyer.email))
        await mail.enqueue(
          tx,
          await eventCanceledMail(context.site, context.event, order.buyer, order.totalMinor > 0),
        );
      for (const { rsvp } of await rsvpRepo.answersOfEvent(tx, siteId, eventId, ['YES', 'WAITING']))
        await mail.enqueue(tx, await eventCanceledMail(context.site, context.event, rsvp, false));
    }) satisfies JobHandler<CanceledNoticesJob> as JobHandler<CanceledNoticesJob>,
  };
}

export type EventNotices = ReturnType<typeof createEventNotices>;
