import { describe, expect, it } from 'vitest';
import { defaultRules, mergeRules } from './defaults.js';
import {
  bookingViolations,
  customerChangeRefusal,
  describeMinutes,
  participantsLimit,
  waitlistCapacity,
} from './rules.js';

const at = (iso: string) => Date.parse(iso);
const hour = 3_600_000;
const now = at('2030-01-08T12:00:00Z');
const session = (iso: string) => ({ start: at(iso), end: at(iso) + hour });

describe('booking window', () => {
  const policy = mergeRules(defaultRules('Studio'), {
    limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 120 },
    limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 30 * 1440 },
  });

  it('closes before the notice the business needs, and opens a set time ahead', () => {
    expect(bookingViolations(policy, session('2030-01-08T13:00:00Z'), now, true)).toEqual({
      tooEarlyToBook: false,
      tooLateToBook: true,
      bookOnlineDisabled: false,
    });
    expect(bookingViolations(policy, session('2030-01-08T14:00:00Z'), now, true).tooLateToBook).toBe(false);
    expect(bookingViolations(policy, session('2030-02-07T12:00:00Z'), now, true).tooEarlyToBook).toBe(false);
    expect(bookingViolations(policy, session('2030-02-07T12:00:01Z'), now, true).tooEarlyToBook).toBe(true);
    expect(bookingViolations(policy, session('2030-01-09T00:00:00Z'), now, false).bookOnlineDisabled).toBe(
      true,
    );
  });

  it('opens any time ahead and closes at the start when no limit is on', () => {
    const open = defaultRules('Open');
    expect(bookingViolations(open, session('2031-06-01T09:00:00Z'), now, true).tooEarlyToBook).toBe(false);
    expect(bookingViolations(open, session('2030-01-08T12:00:00Z'), now, true).tooLateToBook).toBe(false);
    expect(bookingViolations(open, session('2030-01-08T11:59:00Z'), now, true).tooLateToBook).toBe(true);
  });

  it('lets a started session be booked until it ends when booking after the start is allowed', () => {
    const late = mergeRules(defaultRules('Drop-in'), { bookAfterStartPolicy: { enabled: true } });
    expect(bookingViolations(late, session('2030-01-08T11:30:00Z'), now, true).tooLateToBook).toBe(false);
    expect(bookingViolations(late, session('2030-01-08T10:59:00Z'), now, true).tooLateToBook).toBe(true);
  });

  it('refuses a policy that both closes booking early and allows it after the start', () => {
    expect(() =>
      mergeRules(defaultRules('Both'), {
        limitLateBookingPolicy: { enabled: true },
        bookAfterStartPolicy: { enabled: true },
      }),
    ).toThrow(/bookAfterStartPolicy/);
  });
});

describe('cancelling and rescheduling', () => {
  const start = at('2030-01-09T12:00:00Z');

  it('lets customers cancel until the start unless the window is limited', () => {
    const open = defaultRules('Open');
    expect(customerChangeRefusal(open, 'cancel', start, start - 1)).toBeUndefined();
    expect(customerChangeRefusal(open, 'cancel', start, start)).toMatch(/has started/);
  });

  it('closes cancelling the set time before the start, and rescheduling by its own rule', () => {
    const strict = mergeRules(defaultRules('Strict'), {
      cancellationPolicy: { limitLatestCancellation: true, latestCancellationInMinutes: 1440 },
      reschedulePolicy: { limitLatestReschedule: true, latestRescheduleInMinutes: 120 },
    });
    expect(customerChangeRefusal(strict, 'cancel', start, start - 24 * hour)).toBeUndefined();
    expect(customerChangeRefusal(strict, 'cancel', start, start - 24 * hour + 1)).toBe(
      'This booking can be cancelled up to 1 day before it starts',
    );
    expect(customerChangeRefusal(strict, 'reschedule', start, start - 3 * hour)).toBeUndefined();
    expect(customerChangeRefusal(strict, 'reschedule', start, start - hour)).toBe(
      'This booking can be rescheduled up to 2 hours before it starts',
    );
  });

  it('refuses customers altogether when the policy keeps the change to the business', () => {
    const closed = mergeRules(defaultRules('Closed'), { cancellationPolicy: { enabled: false } });
    expect(customerChangeRefusal(closed, 'cancel', start, now)).toMatch(/cannot be cancelled online/);
    expect(customerChangeRefusal(closed, 'reschedule', start, now)).toBeUndefined();
  });
});

describe('participants and waitlist', () => {
  it('caps a booking at the policy’s limit, or the capacity without one', () => {
    expect(participantsLimit(defaultRules('Open'), 8)).toBe(8);
    const limited = mergeRules(defaultRules('Two'), {
      participantsPolicy: { enabled: true, maxParticipantsPerBooking: 2 },
    });
    expect(participantsLimit(limited, 8)).toBe(2);
    expect(participantsLimit(limited, 1)).toBe(1);
  });

  it('has a waitlist only when the policy turns it on', () => {
    expect(waitlistCapacity(defaultRules('Open'))).toBe(0);
    expect(
      waitlistCapacity(mergeRules(defaultRules('Wait'), { waitlistPolicy: { enabled: true, capacity: 3 } })),
    ).toBe(3);
  });

  it('says a window as a person would', () => {
    expect(describeMinutes(90)).toBe('90 minutes');
    expect(describeMinutes(60)).toBe('1 hour');
    expect(describeMinutes(2880)).toBe('2 days');
  });
});
