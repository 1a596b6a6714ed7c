import type { BookingsSettings, CreateBookingRequest, FormAnswer } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Minor } from '../../../kernel/money.js';
import type { PolicyRecord } from '../policies/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { StaffRecord } from '../staff/repo.js';
import type { BookedTarget } from './booked-target.js';

/** A booking's plan, and the options of taking its slot. */
/** A card payment the booking itself took (not an order's): what its refunds are made of. */
interface CollectedPayment {
  transactionId: string;
  currency: string;
}

export interface BookSlotOptions {
  /**
   * Where the booking came from (a hosted session, an order's line): one booking per source, so a
   * page sent twice books once. A second try with the same source answers the first booking.
   */
  source?: string;
  /**
   * Takes the payment once the slot is held, inside the booking's transaction; throws (rolling
   * everything back) when the payment fails. Called only for a priced booking.
   */
  collect?: (amount: Minor) => Promise<CollectedPayment | undefined>;
  /**
   * Whether a full class puts the booker on its waitlist (when the policy has one) rather than
   * refusing: true unless the booking is bought in an order, which cannot pay for a wait.
   */
  waitlist?: boolean;
}

/** A booking checked against what needs no lock (the service, the policy), ready to be made. */
export interface BookingPlan {
  siteId: string;
  identity: AuthenticatedIdentity;
  input: CreateBookingRequest['booking'];
  /** What is booked: a slot's span, or a course's whole run. */
  target: BookedTarget;
  service: ServiceRecord;
  settings: BookingsSettings;
  /** The booking policy the service follows. */
  policy: PolicyRecord;
  /** The booker's answers to the service's form, checked. */
  answers: FormAnswer[];
  staff: StaffRecord[];
}
