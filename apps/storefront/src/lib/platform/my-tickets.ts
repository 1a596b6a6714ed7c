import type { StorefrontClient } from './client';

/** Ticket orders the account page lists: the member's newest. */
const MY_TICKETS_PAGE_SIZE = 20;

/** A member's ticket order as the account page shows it. */
export interface MyTicketOrderView {
  orderNumber: string;
  eventTitle: string;
  /** Its address on the storefront, while the event is listed. */
  eventSlug?: string | undefined;
  /** "November 7, 2030, 8:00 PM – 11:00 PM": the platform's text, on the event's own clock. */
  when?: string | undefined;
  tickets: number;
  status: string;
}

const STATUS: Record<string, string> = {
  PAID: 'Paid',
  FREE: 'Free',
  PENDING: 'Waiting for payment',
  OFFLINE_PENDING: 'Pay at the door',
  AUTHORIZED: 'Authorized on your card',
  CANCELED: 'Canceled',
  DECLINED: 'Declined',
  VOIDED: 'Canceled',
  INITIATED: 'Not finished',
  PARTIALLY_PAID: 'Partly paid',
};

/** The signed-in member's ticket orders, newest first, each named by its event. */
export async function myTicketOrders(client: StorefrontClient): Promise<MyTicketOrderView[]> {
  const { orders } = await client.eventOrders.listOrders({
    limit: MY_TICKETS_PAGE_SIZE,
    sort: 'created:desc',
  });
  const eventIds = [...new Set(orders.map((order) => order.eventId))];
  const events =
    eventIds.length === 0
      ? []
      : (await client.wixEventsV2.queryEvents().in('_id', eventIds).limit(eventIds.length).find()).items;
  const byId = new Map(events.map((event) => [event._id, event]));
  return orders.map((order) => {
    const event = byId.get(order.eventId);
    return {
      orderNumber: order.orderNumber,
      eventTitle: event?.title ?? 'An event no longer listed',
      ...(event ? { eventSlug: event.slug, when: event.dateAndTimeSettings.formatted.dateAndTime } : {}),
      tickets: order.ticketsQuantity,
      status: STATUS[order.status] ?? order.status,
    };
  });
}
