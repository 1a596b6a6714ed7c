import type { Booking, MailMessage } from '@bazaar/contracts';
import {
  bookingCanceledMail,
  bookingConfirmedMail,
  bookingReminderMail,
  bookingRescheduledMail,
} from '../templates/bookings/booking-mails.js';
import { eventCanceledMail, rsvpMail, ticketsRefundedMail } from '../templates/events/event-mails.js';
import type { EventOfMail } from '../templates/events/event-of-mail.js';
import { ticketsMail } from '../templates/events/tickets-mail.js';
import {
  type PlanOrderOfMail,
  planCanceledMail,
  planPaymentFailedMail,
  planPurchasedMail,
  planRenewedMail,
  planTrialEndingMail,
} from '../templates/plans/plan-mails.js';
import { orderCanceledMail } from '../templates/store/order-canceled.js';
import { orderConfirmationMail, type SiteOfMail } from '../templates/store/order-confirmation.js';
import { orderRefundedMail } from '../templates/store/order-refunded.js';
import { orderShippedMail } from '../templates/store/order-shipped.js';
import type { OutgoingMail } from '../transport.js';
import { sampleFulfillment, sampleOrder } from './sample-order.js';

/** Where every preview goes: an address of the reserved example domain. */
const PREVIEW_ADDRESS = 'customer@example.com';

const DAY_MS = 86_400_000;

/** A confirmed haircut a week from `now`, at 14:00 UTC, booked by the preview's customer. */
function sampleBooking(now: Date): Booking {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 7 * DAY_MS + 14 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  return {
    id: 'preview-booking',
    bookedEntity: {
      title: 'Haircut',
      slot: {
        serviceId: 'preview-service',
        scheduleId: 'preview-schedule',
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        timezone: 'America/New_York',
        resource: { id: 'preview-staff', name: 'Ada' },
      },
      location: {
        id: 'preview-location',
        locationType: 'BUSINESS',
        formattedAddress: '12 Studio Lane, New York',
      },
    },
    contactDetails: { firstName: 'Grace', lastName: 'Hopper', email: PREVIEW_ADDRESS },
    status: 'CONFIRMED',
    paymentStatus: 'PAID',
    selectedPaymentOption: 'ONLINE',
    numberOfParticipants: 1,
    totalParticipants: 1,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    createdBy: { appId: 'preview' },
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
    revision: '1',
  };
}

const sampleEvent: EventOfMail = {
  title: 'Fado Night',
  when: 'June 14, 2030, 8:00 PM – 11:00 PM GMT+1',
  where: 'Clube de Fado, R. São João da Praça 86, Lisboa',
};

const samplePlanOrder: PlanOrderOfMail = {
  planName: 'Monthly membership',
  member: { firstName: 'Ada', email: PREVIEW_ADDRESS },
  price: '$20.00',
  nextPayment: 'February 28, 2030',
};

/**
 * Every message the platform sends its sites' customers, made from sample data by the same
 * templates as the real ones: the development mailbox shows them all, so the look of a message
 * that only time brings (a reminder, a trial's end, a refused renewal) can be checked today.
 */
async function everyMessage(site: SiteOfMail, now: Date): Promise<{ name: string; mail: OutgoingMail }[]> {
  const at = now.toISOString();
  const order = sampleOrder(PREVIEW_ADDRESS, at);
  const booking = sampleBooking(now);
  const canceledBooking: Booking = { ...booking, status: 'CANCELED', revision: '2' };
  const buyer = { firstName: 'Amália', email: PREVIEW_ADDRESS };
  const previews: [string, Promise<OutgoingMail>][] = [
    ['Store: order confirmation', orderConfirmationMail(site, order)],
    ['Store: order shipped', orderShippedMail(site, order, sampleFulfillment(at))],
    ['Store: order refunded', orderRefundedMail(site, order, '$14.00', { reason: 'Damaged in transit' })],
    ['Store: order canceled', orderCanceledMail(site, { ...order, status: 'CANCELED' }, '$65.33')],
    ['Bookings: confirmation', bookingConfirmedMail(site, booking)],
    ['Bookings: reminder', bookingReminderMail(site, booking)],
    ['Bookings: new time', bookingRescheduledMail(site, { ...booking, revision: '2' })],
    ['Bookings: canceled', bookingCanceledMail(site, canceledBooking, '$45.00')],
    [
      'Events: tickets',
      ticketsMail(site, sampleEvent, {
        orderNumber: 'PREVIEW1',
        buyer,
        createdDate: now,
        tickets: [
          { ticketNumber: 'PREVIEW1A', name: 'General' },
          { ticketNumber: 'PREVIEW1B', name: 'General', guestName: 'Rui Guest' },
        ],
      }),
    ],
    [
      'Events: refund',
      ticketsRefundedMail(site, sampleEvent, {
        buyer,
        orderNumber: 'PREVIEW1',
        amount: '$25.62',
        ticketNumbers: ['PREVIEW1B'],
      }),
    ],
    ['Events: RSVP', rsvpMail(site, sampleEvent, { ...buyer, status: 'YES', guests: 2 })],
    ['Events: event canceled', eventCanceledMail(site, sampleEvent, buyer, true)],
    ['Plans: receipt', planPurchasedMail(site, samplePlanOrder, { kind: 'card', amount: '$20.00' })],
    ['Plans: trial ending', planTrialEndingMail(site, samplePlanOrder, 'February 28, 2030')],
    ['Plans: renewal receipt', planRenewedMail(site, samplePlanOrder)],
    ['Plans: renewal failed', planPaymentFailedMail(site, samplePlanOrder, 'March 1, 2030')],
    [
      'Plans: canceled',
      planCanceledMail(site, samplePlanOrder, { when: 'now', paymentFailed: false, refunded: '$20.00' }),
    ],
  ];
  return Promise.all(previews.map(async ([name, mail]) => ({ name, mail: await mail })));
}

/** Every message as the mailbox lists one: its name in the id, dated now, newest (the store's) first. */
export async function previewMessages(site: SiteOfMail, now: Date): Promise<MailMessage[]> {
  return (await everyMessage(site, now)).map(({ name, mail }) => ({
    id: `preview: ${name}`,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    createdDate: now.toISOString(),
  }));
}
