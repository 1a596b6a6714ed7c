import type { BookingPolicyRules } from '@bazaar/contracts';

const MINUTE_MS = 60_000;

export interface BookingPolicyViolations {
  /** The session is further ahead than booking opens. */
  tooEarlyToBook: boolean;
  /** The session starts sooner than the notice the business needs (or has started). */
  tooLateToBook: boolean;
  bookOnlineDisabled: boolean;
}

/**
 * Why a session spanning [start, end) cannot be booked online at `now`, if it cannot: booking opens
 * `earliestBookingInMinutes` ahead and closes `latestBookingInMinutes` before the start (each when
 * enabled); otherwise it closes at the start, or at the end when booking after the start is allowed.
 */
export function bookingViolations(
  policy: BookingPolicyRules,
  span: { start: number; end: number },
  now: number,
  onlineBookingEnabled: boolean,
): BookingPolicyViolations {
  const early = policy.limitEarlyBookingPolicy;
  const late = policy.limitLateBookingPolicy;
  const closes = late.enabled
    ? span.start - late.latestBookingInMinutes * MINUTE_MS
    : policy.bookAfterStartPolicy.enabled
      ? span.end
      : span.start;
  return {
    tooEarlyToBook: early.enabled && span.start > now + early.earliestBookingInMinutes * MINUTE_MS,
    tooLateToBook: now > closes,
    bookOnlineDisabled: !onlineBookingEnabled,
  };
}

export const violatesAny = (violations: BookingPolicyViolations): boolean =>
  violations.tooEarlyToBook || violations.tooLateToBook || violations.bookOnlineDisabled;

/** Why a session cannot be booked online, as the booker reads it (of violations that hold one). */
export function violationSentence(violations: BookingPolicyViolations): string {
  if (violations.tooLateToBook) return 'This time is too soon to book';
  if (violations.tooEarlyToBook) return 'This time is too far ahead to book yet';
  return 'This service cannot be booked online';
}

/**
 * Why a customer may not cancel or reschedule a booking starting at `start` at `now`, if they may
 * not: the policy does not let customers do it, the window closed, or the session has started.
 * The business may always do both; this rule is the customer's.
 */
export function customerChangeRefusal(
  policy: BookingPolicyRules,
  change: 'cancel' | 'reschedule',
  start: number,
  now: number,
): string | undefined {
  const rule =
    change === 'cancel'
      ? {
          enabled: policy.cancellationPolicy.enabled,
          limited: policy.cancellationPolicy.limitLatestCancellation,
          minutes: policy.cancellationPolicy.latestCancellationInMinutes,
        }
      : {
          enabled: policy.reschedulePolicy.enabled,
          limited: policy.reschedulePolicy.limitLatestReschedule,
          minutes: policy.reschedulePolicy.latestRescheduleInMinutes,
        };
  const verb = change === 'cancel' ? 'cancelled' : 'rescheduled';
  if (!rule.enabled) return `This booking cannot be ${verb} online; please contact the business`;
  if (now >= start) return `This booking has started and can no longer be ${verb}`;
  if (rule.limited && now > start - rule.minutes * MINUTE_MS)
    return `This booking can be ${verb} up to ${describeMinutes(rule.minutes)} before it starts`;
  return undefined;
}

/** The most participants one booking may bring: the policy's limit, else the session's capacity. */
export function participantsLimit(policy: BookingPolicyRules, capacity: number): number {
  const { enabled, maxParticipantsPerBooking } = policy.participantsPolicy;
  return enabled ? Math.min(maxParticipantsPerBooking, capacity) : capacity;
}

/** How many more bookers a full session takes on its waitlist (0 without one). */
export const waitlistCapacity = (policy: BookingPolicyRules): number =>
  policy.waitlistPolicy.enabled ? policy.waitlistPolicy.capacity : 0;

/** "90 minutes", "2 hours", "1 day": a window as a person says it. */
export function describeMinutes(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0 && minutes > 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0 && minutes > 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
