import type { AvailableTicket, TicketDefinition, TicketSaleStatus } from '@bazaar/contracts';
import { toDecimalString } from '../../../kernel/money.js';
import { type StoredTicket, ticketsLeft } from './record.js';

/** Whether a kind of ticket is on sale at `now`: always, or within its sale period. */
export function saleStatus(ticket: Pick<StoredTicket, 'salePeriod'>, now: Date): TicketSaleStatus {
  if (!ticket.salePeriod) return 'SALE_STARTED';
  const at = now.toISOString();
  if (at < ticket.salePeriod.startDate) return 'SALE_SCHEDULED';
  if (at >= ticket.salePeriod.endDate) return 'SALE_ENDED';
  return 'SALE_STARTED';
}

export const isSoldOut = (ticket: StoredTicket): boolean => ticketsLeft(ticket) === 0;

const money = (minor: number, currency: string) => ({ value: toDecimalString(minor, currency), currency });
const checkoutMoney = (minor: number, currency: string) => {
  const value = toDecimalString(minor, currency);
  return { amount: value, value, currency };
};

/** The owner's view (Ticket Definitions v3). */
export function presentTicketDefinition(ticket: StoredTicket, now: Date): TicketDefinition {
  const { pricing } = ticket;
  const left = ticketsLeft(ticket);
  return {
    id: ticket.id,
    eventId: ticket.eventId,
    name: ticket.name,
    ...(ticket.description ? { description: ticket.description } : {}),
    ...(ticket.policyText ? { policyText: ticket.policyText } : {}),
    hidden: ticket.hidden,
    limited: ticket.quantity !== null,
    ...(ticket.initialLimit !== undefined ? { initialLimit: ticket.initialLimit } : {}),
    ...(ticket.quantity !== null ? { actualLimit: ticket.quantity } : {}),
    limitPerCheckout: ticket.limitPerCheckout,
    pricingMethod:
      pricing.type === 'DONATION'
        ? { guestPrice: money(pricing.minor, pricing.currency) }
        : pricing.minor === 0
          ? { free: true }
          : { fixedPrice: money(pricing.minor, pricing.currency) },
    feeType: ticket.feeType,
    ...(ticket.salePeriod ? { salePeriod: ticket.salePeriod } : {}),
    saleStatus: saleStatus(ticket, now),
    salesDetails: {
      soldCount: ticket.sold,
      reservedCount: ticket.reserved,
      ...(left !== null ? { unsoldCount: left } : {}),
      soldOut: left === 0,
    },
    orderIndex: ticket.orderIndex,
    createdDate: ticket.createdDate,
    updatedDate: ticket.updatedDate,
    revision: String(ticket.revision),
  };
}

/**
 * A buyer's view (the checkout's TicketDefinition, reference §2.6). `dashboard`, with what is
 * sold and held, is the owner's (`fieldset` DASHBOARD); `policy` comes with POLICY.
 */
export function presentAvailableTicket(
  ticket: StoredTicket,
  now: Date,
  { dashboard = false, policy = false } = {},
): AvailableTicket {
  const { pricing } = ticket;
  const price = checkoutMoney(pricing.minor, pricing.currency);
  const left = ticketsLeft(ticket);
  return {
    id: ticket.id,
    eventId: ticket.eventId,
    name: ticket.name,
    ...(ticket.description ? { description: ticket.description } : {}),
    price,
    free: pricing.type === 'STANDARD' && pricing.minor === 0,
    limitPerCheckout: left === null ? ticket.limitPerCheckout : Math.min(ticket.limitPerCheckout, left),
    orderIndex: ticket.orderIndex,
    ...(policy && ticket.policyText ? { policy: ticket.policyText } : {}),
    ...(dashboard
      ? {
          dashboard: {
            hidden: ticket.hidden,
            limited: ticket.quantity !== null,
            quantity: ticket.quantity,
            unsold: left,
            sold: ticket.sold + ticket.reserved,
            ticketsSold: ticket.sold,
            ticketsReserved: ticket.reserved,
          },
        }
      : {}),
    wixFeeConfig: { type: ticket.feeType },
    ...(ticket.salePeriod
      ? {
          salePeriod: {
            startDate: ticket.salePeriod.startDate,
            endDate: ticket.salePeriod.endDate,
            hideNotOnSale: !ticket.salePeriod.displayNotOnSale,
          },
        }
      : {}),
    saleStatus: saleStatus(ticket, now),
    state: [],
    pricing:
      pricing.type === 'DONATION'
        ? { minPrice: price, pricingType: 'DONATION' }
        : { fixedPrice: price, pricingType: 'STANDARD' },
    soldOut: left === 0,
  };
}
