import type { TicketDefinition } from '@bazaar/sdk/events';
import { isFreePrice, isWholeNumber } from '../form-rules';
import type { siteClient } from '../platform';
import { isAmount } from '../products/decimal';
import { instantOfLocal, localDateTime } from '../zoned-dates';

type TicketInput = Parameters<
  ReturnType<typeof siteClient>['ticketDefinitions']['createTicketDefinition']
>[0];

/** A ticket of an event as its form holds it; the sale period on the event's clock. */
export interface TicketDraft {
  name: string;
  description: string;
  /** Blank or 0: free. */
  price: string;
  /** Whether the site's service fee is inside the price or added at checkout. */
  feeAdded: boolean;
  /** Tickets there are; blank: no limit. */
  limit: string;
  perCheckout: string;
  /** "2026-12-01T09:00" on the event's clock; both blank: on sale until the event. */
  saleFrom: string;
  saleUntil: string;
  hidden: boolean;
}

export const emptyTicket = (): TicketDraft => ({
  name: '',
  description: '',
  price: '',
  feeAdded: false,
  limit: '',
  perCheckout: '10',
  saleFrom: '',
  saleUntil: '',
  hidden: false,
});

export function ticketDraftOf(ticket: TicketDefinition, zone: string): TicketDraft {
  const price = ticket.pricingMethod.fixedPrice ?? ticket.pricingMethod.guestPrice;
  return {
    name: ticket.name,
    description: ticket.description ?? '',
    price: ticket.pricingMethod.free ? '' : (price?.value ?? ''),
    feeAdded: ticket.feeType === 'FEE_ADDED_AT_CHECKOUT',
    limit: ticket.limited && ticket.initialLimit ? String(ticket.initialLimit) : '',
    perCheckout: String(ticket.limitPerCheckout),
    saleFrom: ticket.salePeriod ? localDateTime(ticket.salePeriod.startDate, zone) : '',
    saleUntil: ticket.salePeriod ? localDateTime(ticket.salePeriod.endDate, zone) : '',
    hidden: ticket.hidden,
  };
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What keeps the ticket from being saved, by field, as sentences. */
export function ticketProblemsOf(draft: TicketDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = 'Give the ticket a name, like General admission.';
  else if (draft.name.trim().length > 30) problems.name = 'A ticket’s name has at most 30 characters.';
  if (!isFreePrice(draft.price) && !isAmount(draft.price))
    problems.price = 'Write the price as a number, like 25 (blank or 0 for free).';
  if (draft.limit.trim() && !isWholeNumber(draft.limit, 1, 1_000_000))
    problems.limit = 'Write how many there are, or leave it blank for no limit.';
  if (!isWholeNumber(draft.perCheckout, 1, 50)) problems.perCheckout = 'Write a whole number from 1 to 50.';
  const from = draft.saleFrom.trim();
  const until = draft.saleUntil.trim();
  if ((from || until) && !(LOCAL.test(from) && LOCAL.test(until)))
    problems.sale = 'Give the sale a start and an end, or leave both blank.';
  else if (from && until <= from) problems.sale = 'The sale ends after it starts.';
  return problems;
}

/** The ticket as the platform takes it, for the event `eventId` on the clock of `zone`. */
export function ticketInputOf(draft: TicketDraft, eventId: string, zone: string): TicketInput {
  return {
    eventId,
    name: draft.name.trim(),
    description: draft.description.trim(),
    hidden: draft.hidden,
    pricingMethod: isFreePrice(draft.price) ? { free: true } : { fixedPrice: { value: draft.price.trim() } },
    feeType: isFreePrice(draft.price) ? 'NO_FEE' : draft.feeAdded ? 'FEE_ADDED_AT_CHECKOUT' : 'FEE_INCLUDED',
    limitPerCheckout: Number(draft.perCheckout),
    ...(draft.limit.trim() ? { initialLimit: Number(draft.limit) } : {}),
    ...(draft.saleFrom.trim()
      ? {
          salePeriod: {
            startDate: instantOfLocal(draft.saleFrom, zone),
            endDate: instantOfLocal(draft.saleUntil, zone),
          },
        }
      : {}),
  };
}
