import type { TicketFeeType } from '@bazaar/contracts';

/** A kind of ticket as stored; the counters live in their own columns (see `TicketCounts`). */
export interface TicketDefinitionRecord {
  id: string;
  siteId: string;
  eventId: string;
  name: string;
  description?: string;
  policyText?: string;
  hidden: boolean;
  /** Tickets there are; undefined: unlimited. */
  initialLimit?: number;
  limitPerCheckout: number;
  /** STANDARD at a fixed price (0 is free) or DONATION of at least the price, in minor units. */
  pricing: { type: 'STANDARD' | 'DONATION'; minor: number; currency: string };
  feeType: TicketFeeType;
  salePeriod?: { startDate: string; endDate: string; displayNotOnSale: boolean };
  orderIndex: number;
  createdDate: string;
  updatedDate: string;
  revision: number;
}

/** What has gone of a kind of ticket: sold for good, and held by pending reservations. */
export interface TicketCounts {
  quantity: number | null;
  sold: number;
  reserved: number;
}

export type StoredTicket = TicketDefinitionRecord & TicketCounts;

/** Tickets left to hold; null when unlimited. */
export const ticketsLeft = ({ quantity, sold, reserved }: TicketCounts): number | null =>
  quantity === null ? null : Math.max(0, quantity - sold - reserved);
