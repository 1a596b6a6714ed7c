import type { BazaarError } from '@bazaar/sdk';
import type { Booking } from '@bazaar/sdk/bookings';
import type { EventOrder } from '@bazaar/sdk/events';
import type { StorefrontClient } from './client';
import { eventViewOf } from './events';
import { zoneText } from './wording';

/**
 * What a buyer coming back from a hosted page booked or bought, read again from the platform with
 * their own session (so a reload shows it again, and no one else's is shown): the booking of
 * `/booking?bookingId=…`, the ticket order of `/tickets?orderNumber=…&eventId=…`.
 */

/** An id the platform does not know, or does not show this visitor: nothing to say, not an error. */
const isNothingToShow = (error: unknown) => {
  const failure = error as BazaarError | undefined;
  return failure?.status === 404 || failure?.kind === 'validation';
};

/** "Friday, November 27, 2026 at 2:00 PM (New York time)". */
export function whenText(start: Date | string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(start),
  );
  return `${text} (${zoneText(timeZone)})`;
}

export interface BookedView {
  title: string;
  when: string;
  /** "Paid online", "Pay at the business", "Nothing to pay". */
  payment: string;
  /** The business confirms it first. */
  pending: boolean;
}

const BOOKING_PAYMENT: Record<string, string> = {
  PAID: 'Paid online',
  NOT_PAID: 'Pay at the business',
  EXEMPT: 'Nothing to pay',
};

export function bookedViewOf(booking: Booking): BookedView {
  const { slot, schedule } = booking.bookedEntity;
  const zone = slot?.timezone ?? schedule?.timezone ?? 'UTC';
  const start = slot?.startDate ?? schedule?.firstSessionStart ?? booking.startDate;
  return {
    title: booking.bookedEntity.title,
    when: `${schedule && !slot ? 'First session ' : ''}${whenText(start, zone)}`,
    payment: BOOKING_PAYMENT[booking.paymentStatus] ?? '',
    pending: booking.status === 'PENDING',
  };
}

export async function bookedOnReturn(
  client: StorefrontClient,
  bookingId: string | undefined,
): Promise<BookedView | null> {
  if (!bookingId) return null;
  try {
    return bookedViewOf((await client.bookings.getBooking(bookingId)).booking);
  } catch (error) {
    if (isNothingToShow(error)) return null;
    throw error;
  }
}

export interface TicketOrderView {
  orderNumber: string;
  tickets: string;
  total: string;
}

export function ticketOrderViewOf(order: EventOrder): TicketOrderView {
  const count = order.ticketsQuantity;
  const free = Number(order.totalPrice.amount) === 0;
  return {
    orderNumber: order.orderNumber,
    tickets: `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
    total: free
      ? 'Free'
      : new Intl.NumberFormat('en-US', { style: 'currency', currency: order.totalPrice.currency }).format(
          Number(order.totalPrice.amount),
        ),
  };
}

export async function ticketOrderOnReturn(
  client: StorefrontClient,
  eventId: string | undefined,
  orderNumber: string | undefined,
): Promise<(TicketOrderView & { eventTitle: string; when: string }) | null> {
  if (!eventId || !orderNumber) return null;
  try {
    const [order, event] = await Promise.all([
      client.eventOrders.getOrder({ eventId, orderNumber }),
      client.wixEventsV2.getEvent(eventId),
    ]);
    const view = eventViewOf(event);
    return {
      ...ticketOrderViewOf(order),
      eventTitle: view.title,
      when: view.zone ? `${view.when} (${view.zone})` : view.when,
    };
  } catch (error) {
    if (isNothingToShow(error)) return null;
    throw error;
  }
}
