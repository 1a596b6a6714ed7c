import type {
  HostedEventCheckout,
  HostedEventCheckoutRequest,
  HostedEventQuantitiesRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { formatMoney, toMinor } from '../../../kernel/money.js';
import { requireApproved } from '../../payments/charge-outcome.js';
import { cardCharge } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { requireShownTotal } from '../../payments/shown-total.js';
import type { RedirectsService } from '../../redirects/service.js';
import type { SitesService } from '../../sites/service.js';
import { formatEventDates } from '../events/formatted-dates.js';
import type { EventRecord } from '../events/record.js';
import * as eventsRepo from '../events/repo.js';
import type { OrdersService } from '../orders/service.js';
import * as reservationsRepo from '../reservations/repo.js';
import type { ReservationsService } from '../reservations/service.js';
import { type StoredTicket, ticketsLeft } from '../tickets/record.js';
import * as ticketsRepo from '../tickets/repo.js';

/**
 * The most of a held ticket the buyer may choose on the page: its limit per checkout, what is
 * left besides what they hold, and the event's limit per order besides their other tickets.
 * Never below what they hold (a limit the owner lowered later does not take tickets away).
 */
function maxQuantityOf(
  ticket: StoredTicket | undefined,
  held: number,
  otherTickets: number,
  event: EventRecord,
): number {
  if (!ticket) return held;
  const left = ticketsLeft(ticket);
  const most = Math.min(
    ticket.limitPerCheckout,
    left === null ? Number.POSITIVE_INFINITY : held + left,
    event.registration.tickets.ticketLimitPerOrder - otherTickets,
  );
  return Math.max(held, most);
}

const whereOf = (event: EventRecord) =>
  event.location.type === 'ONLINE'
    ? 'Online'
    : [event.location.name, event.location.address?.formattedAddress].filter(Boolean).join(', ') ||
      'To be announced';

/**
 * The hosted "Add your details" page's side of the platform: the event and the held tickets of
 * the session, and placing the order for the visitor who made the session, paying by card in
 * the order's own transaction.
 */
export function createHostedEventCheckout(deps: {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
  redirects: Pick<RedirectsService, 'openSession'>;
  payments: Pick<PaymentProvider, 'charge' | 'authorize'>;
  orders: Pick<OrdersService, 'checkoutPaying' | 'orderOfReservation' | 'presented'>;
  reservations: Pick<ReservationsService, 'changeQuantities'>;
}) {
  const { db } = deps;

  async function open(token: string) {
    const session = await deps.redirects.openSession(token);
    const checkout = session.request.eventsCheckout;
    if (!checkout)
      throw new ApplicationError({
        status: 400,
        code: 'NOT_AN_EVENT_CHECKOUT_SESSION',
        description: 'This link is not for event tickets',
      });
    const siteId = session.identity.siteId;
    const event = await eventsRepo.findEventBySlug(db, siteId, checkout.eventSlug);
    if (!event || event.phase === 'DRAFT') throw notFound('Event', checkout.eventSlug);
    const reservation = await reservationsRepo.findReservation(db, siteId, checkout.reservationId);
    if (!reservation || reservation.eventId !== event.id)
      throw notFound('Reservation', checkout.reservationId);
    return { session, event, reservation, siteId };
  }

  const service = {
    async describe(token: string): Promise<HostedEventCheckout> {
      const { session, event, reservation, siteId } = await open(token);
      const [site, order, definitions] = await Promise.all([
        deps.sites.getSite(siteId),
        deps.orders.orderOfReservation(siteId, reservation.id),
        ticketsRepo.ticketsOfEvents(db, siteId, [event.id]),
      ]);
      const now = deps.clock.now().toISOString();
      const { invoice } = reservation;
      const held = invoice.items.reduce((sum, item) => sum + item.quantity, 0);
      const status =
        reservation.status === 'RESERVATION_PENDING' && reservation.expires <= now
          ? 'RESERVATION_EXPIRED'
          : reservation.status;
      const { currency } = site.settings;
      const shown = (value: string) => formatMoney(toMinor(value, currency, 'invoice'), currency);
      return {
        siteName: site.displayName,
        callbacks: session.request.callbacks ?? {},
        event: {
          id: event.id,
          title: event.title,
          // The page names the zone as every page does ("Lisbon time"), from `timeZoneId`.
          when: formatEventDates({ ...event.dateAndTimeSettings, showTimeZone: false }).dateAndTime,
          timeZoneId: event.dateAndTimeSettings.timeZoneId,
          where: whereOf(event),
          ...(event.mainImage ? { imageUrl: event.mainImage.url } : {}),
        },
        reservation: {
          id: reservation.id,
          status,
          expires: reservation.expires,
          lines: invoice.items.map((item) => {
            const added = item.fees.find((fee) => fee.type === 'FEE_ADDED_AT_CHECKOUT');
            const ticket = definitions.find((definition) => definition.id === item.id);
            return {
              ticketDefinitionId: item.id,
              name: item.name,
              quantity: item.quantity,
              maxQuantity: maxQuantityOf(ticket, item.quantity, held - item.quantity, event),
              price: shown(item.price.value),
              total: shown(item.total.value),
              ...(added ? { fee: shown(added.amount.value) } : {}),
            };
          }),
          invoice,
          total: shown(invoice.grandTotal.value),
        },
        paymentRequired: Number(invoice.grandTotal.value) > 0,
        acceptsPayments: site.settings.acceptsPayments,
        ...(order ? { order: await deps.orders.presented(order) } : {}),
      };
    },

    /** The buyer changes how many tickets they want; the page is described again. */
    async changeQuantities(request: HostedEventQuantitiesRequest): Promise<HostedEventCheckout> {
      const { session, reservation } = await open(request.session);
      await deps.reservations.changeQuantities(session.identity, reservation.id, request.ticketQuantities);
      return service.describe(request.session);
    },

    /** Places the session's order; paid tickets are charged to the card in the same transaction. */
    async checkout(request: HostedEventCheckoutRequest) {
      const { session, event, reservation, siteId } = await open(request.session);
      const { settings } = await deps.sites.getSite(siteId);
      const { card } = request;
      if (!card && Number(reservation.invoice.grandTotal.value) > 0)
        throw ValidationError.field('card', 'is required to pay for these tickets', 'REQUIRED_FIELD');
      // Each further ticket names its guest; the first is the buyer's.
      const guests = [
        { firstName: request.buyer.firstName, lastName: request.buyer.lastName, email: request.buyer.email },
        ...(request.guests ?? []),
      ].map((guest) => ({
        form: {
          inputValues: Object.entries(guest)
            .filter(([, value]) => value.trim())
            .map(([inputName, value]) => ({ inputName, value })),
        },
      }));
      const order = await deps.orders.checkoutPaying(
        session.identity,
        {
          eventId: event.id,
          reservationId: reservation.id,
          buyer: request.buyer,
          guests,
          ...(request.marketingConsent !== undefined ? { marketingConsent: request.marketingConsent } : {}),
        },
        {
          ...(card
            ? {
                collect: async (amountMinor) => {
                  requireShownTotal(request.shownTotal, amountMinor, settings.currency);
                  const payment = cardCharge({
                    siteId,
                    amountMinor,
                    currency: settings.currency,
                    card,
                    // The reservation is the payment's reference: a bank's second step answers it on the next try.
                    reference: `event-reservation:${reservation.id}`,
                    authentication: request.authentication,
                  });
                  // An event with delayed capture only authorizes: the owner captures or voids later.
                  if (!event.registration.tickets.delayedPaymentCapture) {
                    const charge = await deps.payments.charge(payment);
                    requireApproved(charge);
                    return { transactionId: charge.transactionId };
                  }
                  const authorization = await deps.payments.authorize(payment);
                  requireApproved(authorization);
                  return {
                    transactionId: authorization.transactionId,
                    authorizedUntil: authorization.expires,
                  };
                },
              }
            : {}),
        },
      );
      return { order };
    },
  };
  return service;
}

export type HostedEventCheckoutService = ReturnType<typeof createHostedEventCheckout>;
