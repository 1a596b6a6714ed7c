import type { Event, EventFieldGroup } from '@bazaar/contracts';
import { RESERVATION_MINUTES } from '@bazaar/contracts';
import { toDecimalString } from '../../../kernel/money.js';
import { isSoldOut } from '../tickets/presenter.js';
import type { StoredTicket } from '../tickets/record.js';
import { formatEventDates } from './formatted-dates.js';
import type { EventRecord } from './record.js';
import { eventStatus, type RsvpTally, registrationStatus } from './status.js';

export interface PresentContext {
  now: Date;
  /** The site's currency, in which tickets are priced. */
  currency: string;
  /** The storefront's origin, the base of `eventPageUrl`. */
  storefrontUrl: string;
  /** The parts asked for; undefined: all of them. */
  fields?: readonly EventFieldGroup[];
}

/** The lowest and highest price among the tickets a buyer sees, and whether none is left to hold. */
function ticketSummary(tickets: readonly StoredTicket[], currency: string) {
  const shown = tickets.filter((ticket) => !ticket.hidden);
  const prices = shown.map((ticket) => ticket.pricing.minor);
  const money = (minor: number) => ({ value: toDecimalString(minor, currency), currency });
  return {
    ...(prices.length > 0
      ? { lowestPrice: money(Math.min(...prices)), highestPrice: money(Math.max(...prices)) }
      : {}),
    soldOut: shown.length > 0 && shown.every(isSoldOut),
  };
}

/**
 * An event as the official `wixEventsV2` module reads it, at the context's instant, with its
 * tickets and, for an RSVP event, the guests coming (a full event's registration status says so).
 */
export function presentEvent(
  record: EventRecord,
  tickets: readonly StoredTicket[],
  context: PresentContext,
  tally: RsvpTally = { attending: 0 },
): Event {
  const wants = (group: EventFieldGroup) => context.fields === undefined || context.fields.includes(group);
  const { registration } = record;
  const status = eventStatus(record, context.now);
  return {
    id: record.id,
    title: record.title,
    slug: record.slug,
    status,
    ...(record.shortDescription !== undefined ? { shortDescription: record.shortDescription } : {}),
    ...(wants('TEXTS') && record.detailedDescription !== undefined
      ? { detailedDescription: record.detailedDescription }
      : {}),
    ...(wants('TEXTS') && record.description ? { description: record.description } : {}),
    ...(record.mainImage ? { mainImage: record.mainImage } : {}),
    location: record.location,
    dateAndTimeSettings: {
      ...record.dateAndTimeSettings,
      recurrenceStatus: 'ONE_TIME',
      formatted: formatEventDates(record.dateAndTimeSettings),
    },
    registration: {
      type: registration.initialType,
      status: registrationStatus(record, context.now, tally),
      initialType: registration.initialType,
      allowedGuestTypes: registration.allowedGuestTypes,
      registrationDisabled: registration.registrationDisabled,
      ...(wants('REGISTRATION') && registration.rsvp ? { rsvp: registration.rsvp } : {}),
      ...(wants('REGISTRATION') && registration.initialType === 'TICKETING'
        ? {
            tickets: {
              ticketLimitPerOrder: registration.tickets.ticketLimitPerOrder,
              currency: context.currency,
              ...ticketSummary(tickets, context.currency),
              reservationDurationInMinutes: RESERVATION_MINUTES,
              guestsAssignedSeparately: false,
              delayedPaymentCapture: registration.tickets.delayedPaymentCapture ?? false,
            },
          }
        : {}),
      ...(wants('REGISTRATION') && registration.external ? { external: registration.external } : {}),
    },
    ...(wants('URLS')
      ? { eventPageUrl: { base: context.storefrontUrl, path: `/tickets/${record.slug}` } }
      : {}),
    ...(wants('CATEGORIES') ? { categories: record.categories } : {}),
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
    ...(record.publishedDate ? { publishedDate: record.publishedDate } : {}),
    revision: String(record.revision),
  };
}
