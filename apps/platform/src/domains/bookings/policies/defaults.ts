import type { BookingPolicyInput, BookingPolicyRules } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';

const DAY_MINUTES = 24 * 60;

/** A policy without cancellation fees: a paid booking its customer cancels is refunded in full. */
export const NO_CANCELLATION_FEE: BookingPolicyRules['cancellationFeePolicy'] = {
  enabled: false,
  cancellationWindows: [],
};

/**
 * A new policy's rules where the caller names none: Wix's defaults. Booking opens any time ahead
 * and closes at the start; customers may cancel and reschedule until the start; no waitlist; a
 * booking brings as many participants as there are spots.
 */
export function defaultRules(name: string): BookingPolicyRules {
  return {
    name,
    customPolicyDescription: { enabled: true, description: '' },
    limitEarlyBookingPolicy: { enabled: false, earliestBookingInMinutes: 7 * DAY_MINUTES },
    limitLateBookingPolicy: { enabled: false, latestBookingInMinutes: DAY_MINUTES },
    bookAfterStartPolicy: { enabled: false },
    cancellationPolicy: {
      enabled: true,
      limitLatestCancellation: false,
      latestCancellationInMinutes: DAY_MINUTES,
    },
    cancellationFeePolicy: NO_CANCELLATION_FEE,
    reschedulePolicy: { enabled: true, limitLatestReschedule: false, latestRescheduleInMinutes: DAY_MINUTES },
    waitlistPolicy: { enabled: false, capacity: 10, reservationTimeInMinutes: 10 },
    participantsPolicy: { enabled: false, maxParticipantsPerBooking: 1 },
    resourcesPolicy: { enabled: false, autoAssignAllowed: false },
  };
}

const RULES = [
  'name',
  'customPolicyDescription',
  'limitEarlyBookingPolicy',
  'limitLateBookingPolicy',
  'bookAfterStartPolicy',
  'cancellationPolicy',
  'cancellationFeePolicy',
  'reschedulePolicy',
  'waitlistPolicy',
  'participantsPolicy',
  'resourcesPolicy',
] as const satisfies readonly (keyof BookingPolicyRules)[];

/**
 * `base` with the rules of `input` that `fields` names put over it, each rule merged field by field
 * (so `{cancellationPolicy: {enabled: false}}` keeps its minutes); refuses rules that contradict.
 */
/** Refuses a mask that names anything but a rule of a booking policy. */
export function checkRuleNames(fields: Iterable<string>): void {
  for (const field of fields)
    if (!(RULES as readonly string[]).includes(field))
      throw ValidationError.field(
        'mask',
        `names ${field}, which is not a rule of a booking policy`,
        'FIELD_NOT_ALLOWED',
      );
}

export function mergeRules(
  base: BookingPolicyRules,
  input: BookingPolicyInput,
  fields: ReadonlySet<string> = new Set(Object.keys(input)),
): BookingPolicyRules {
  checkRuleNames(fields);
  const next: Record<string, unknown> = { ...base };
  for (const field of fields) {
    const value = input[field as keyof BookingPolicyInput];
    if (value === undefined) continue;
    const before = base[field as keyof BookingPolicyRules];
    next[field] = typeof value === 'object' ? { ...(before as object), ...value } : value;
  }
  const rules = next as unknown as BookingPolicyRules;
  rules.cancellationFeePolicy.cancellationWindows.forEach((window, index) => {
    if ((window.percentage === undefined) === (window.amount === undefined))
      throw ValidationError.field(
        `bookingPolicy.cancellationFeePolicy.cancellationWindows[${index}]`,
        'must have a percentage or an amount, one of the two',
      );
  });
  if (rules.limitLateBookingPolicy.enabled && rules.bookAfterStartPolicy.enabled) {
    throw ValidationError.field(
      'bookingPolicy.bookAfterStartPolicy.enabled',
      'cannot be true while limitLateBookingPolicy is enabled',
      'VALIDATION',
    );
  }
  return rules;
}
