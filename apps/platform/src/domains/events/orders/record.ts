import type { Buyer, EventOrderStatus, FormResponse, Invoice } from '@bazaar/contracts';
import type { ReservationLine } from '../reservations/repo.js';

/** An event order as stored. Its tickets are rows of their own (`TicketRecord`). */
export interface OrderRecord {
  siteId: string;
  orderNumber: string;
  eventId: string;
  reservationId: string;
  /** Who placed it (`visitor:…`, `member:…`, `owner`): they and the owner may read it. */
  holderKey: string;
  memberId?: string;
  status: EventOrderStatus;
  confirmed: boolean;
  archived: boolean;
  channel: 'ONLINE' | 'OFFLINE_POS';
  buyer: Buyer;
  checkoutForm?: FormResponse;
  marketingConsent?: boolean;
  lines: ReservationLine[];
  invoice: Invoice;
  /** What the buyer pays, and what the seller keeps after the service fee, in minor units. */
  totalMinor: number;
  revenueMinor: number;
  currency: string;
  /** How it was paid: `card`, `offline`, `pos`; and the payment's reference. */
  method?: string;
  transactionId?: string;
  /** A PENDING order not paid by then is cancelled and its tickets go back on sale. */
  payBy?: string;
  /** An AUTHORIZED order's card authorization runs out then; not captured by then, it is voided. */
  authorizedUntil?: string;
  /** The refunds made of a paid order, oldest first (their count keys the next one's provider call). */
  refunds?: {
    id: string;
    refundId: string;
    amountMinor: number;
    ticketNumbers: string[];
    reason?: string;
    at: string;
  }[];
  created: string;
  updated: string;
}

/** One ticket of an order: a seat for one guest, checked in at most once. */
export interface TicketRecord {
  ticketNumber: string;
  orderNumber: string;
  eventId: string;
  ticketDefinitionId: string;
  name: string;
  priceMinor: number;
  currency: string;
  position: number;
  /** The guest it names; without one, the ticket is the buyer's. */
  guest?: { firstName?: string; lastName?: string; email?: string; form: FormResponse };
  checkedInAt?: string;
  /** Refunded to the buyer: back on sale, admitting no one. */
  refundedAt?: string;
  /** Archived by the owner apart from its order (kept in its own column). */
  archived?: boolean;
}

/**
 * Statuses whose tickets count as sold: an unpaid PENDING order's too, until its time runs out,
 * and an AUTHORIZED one's, until the owner captures or voids its payment.
 */
export const HOLDS_TICKETS: readonly EventOrderStatus[] = [
  'FREE',
  'PENDING',
  'PAID',
  'OFFLINE_PENDING',
  'AUTHORIZED',
];
/** Statuses that let the guests in: paid, free, or paying at the door. */
export const ADMITS: readonly EventOrderStatus[] = ['FREE', 'PAID', 'OFFLINE_PENDING'];
