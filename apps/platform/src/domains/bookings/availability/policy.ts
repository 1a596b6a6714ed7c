const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The parts of a booking policy that decide whether a slot can be booked now. */
export interface BookingWindow {
  /** How long before a session booking closes (0: until it starts). */
  minNoticeMinutes: number;
  /** How far ahead booking opens; unlimited when null. */
  maxDaysInAdvance: number | null;
  onlineBookingEnabled: boolean;
}

export interface BookingPolicyViolations {
  /** The session is further ahead than booking opens. */
  tooEarlyToBook: boolean;
  /** The session starts sooner than the notice the business needs (or has started). */
  tooLateToBook: boolean;
  bookOnlineDisabled: boolean;
}

/** Why a session starting at `start` cannot be booked at `now`, if it cannot. */
export function violationsOf(start: number, now: number, window: BookingWindow): BookingPolicyViolations {
  return {
    tooEarlyToBook: window.maxDaysInAdvance !== null && start > now + window.maxDaysInAdvance * DAY_MS,
    tooLateToBook: start < now + window.minNoticeMinutes * MINUTE_MS,
    bookOnlineDisabled: !window.onlineBookingEnabled,
  };
}

export const violatesAny = (violations: BookingPolicyViolations): boolean =>
  violations.tooEarlyToBook || violations.tooLateToBook || violations.bookOnlineDisabled;
