import type { Booking } from '@bazaar/sdk/bookings';
import type { EventOrder } from '@bazaar/sdk/events';
import { describe, expect, it } from 'vitest';
import { bookedViewOf, ticketOrderViewOf, whenText } from './on-return';

const booking = (changes: Partial<Booking> = {}): Booking =>
  ({
    _id: 'b1',
    bookedEntity: {
      title: 'Haircut',
      slot: {
        serviceId: 's1',
        scheduleId: 'sc1',
        startDate: '2030-03-11T13:00:00.000Z',
        endDate: '2030-03-11T13:45:00.000Z',
        timezone: 'America/New_York',
      },
    },
    status: 'CONFIRMED',
    paymentStatus: 'NOT_PAID',
    ...changes,
  }) as Booking;

describe('what a buyer coming back from a hosted page is told', () => {
  it('writes a time on the clock it was booked on, across a DST change', () => {
    // New York moved to daylight time on March 10, 2030: 13:00 UTC is 9:00 AM there.
    expect(whenText('2030-03-11T13:00:00.000Z', 'America/New_York')).toBe(
      'Monday, March 11, 2030 at 9:00 AM (New York time)',
    );
    expect(whenText('2030-03-08T13:00:00.000Z', 'America/New_York')).toBe(
      'Friday, March 8, 2030 at 8:00 AM (New York time)',
    );
  });

  it('says what was booked, how it is paid, and when the business still has to confirm it', () => {
    expect(bookedViewOf(booking())).toEqual({
      title: 'Haircut',
      when: 'Monday, March 11, 2030 at 9:00 AM (New York time)',
      payment: 'Pay at the business',
      pending: false,
    });
    expect(bookedViewOf(booking({ status: 'PENDING', paymentStatus: 'PAID' }))).toMatchObject({
      payment: 'Paid online',
      pending: true,
    });
  });

  it('counts the tickets bought and their total, or says they were free', () => {
    const order = (ticketsQuantity: number, amount: string) =>
      ({
        orderNumber: '1234',
        ticketsQuantity,
        totalPrice: { amount, value: amount, currency: 'USD' },
      }) as EventOrder;
    expect(ticketOrderViewOf(order(2, '51.25'))).toEqual({
      orderNumber: '1234',
      tickets: '2 tickets',
      total: '$51.25',
    });
    expect(ticketOrderViewOf(order(1, '0'))).toEqual({
      orderNumber: '1234',
      tickets: '1 ticket',
      total: 'Free',
    });
  });
});
