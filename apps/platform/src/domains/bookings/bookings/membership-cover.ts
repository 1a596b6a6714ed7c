import type { Transaction } from '../../../kernel/db/database.js';

/** What a booker's plan still covers of a service, as the booking page shows it. */
interface CoverSummary {
  planName: string;
  /** Bookings left on the plan; absent when it covers any number. */
  sessionsLeft?: number;
}

export interface CoverAsk {
  siteId: string;
  memberId: string;
  /** The plans the service accepts (`payment.pricingPlanIds`). */
  planIds: readonly string[];
}

/**
 * How a booking is paid with a membership plan (payment option MEMBERSHIP). Bookings defines it
 * and the plans vertical provides it (`registerMembershipCover`), so bookings names no plan table.
 */
export interface MembershipCover {
  /** The member's active plan that covers the service, if one does and has a session left. */
  coverFor(ask: CoverAsk): Promise<CoverSummary | undefined>;
  /**
   * Uses one session of such a plan inside the booking's transaction (under the order's lock, so
   * two bookings racing for the last session cannot both have it); throws the wire error a booker
   * reads when no plan covers the booking. Answers what paid, for `giveBack`.
   */
  redeem(tx: Transaction, ask: CoverAsk & { bookingId: string }): Promise<{ coverId: string }>;
  /** Gives the session back when the booking it paid for is canceled or declined. */
  giveBack(tx: Transaction, siteId: string, coverId: string): Promise<void>;
}

/** The one membership cover of the platform, once the plans vertical has registered it. */
export class MembershipCovers {
  private cover: MembershipCover | undefined;

  register(cover: MembershipCover): void {
    if (this.cover) throw new Error('A membership cover is registered twice');
    this.cover = cover;
  }

  get(): MembershipCover | undefined {
    return this.cover;
  }
}
