import { describe, expect, it } from 'vitest';
import { emptyEvent, eventInputOf, problemsOf } from './event-draft';
import { emptyTicket, ticketInputOf, ticketProblemsOf } from './ticket-draft';

describe('an event as its editor holds it', () => {
  const concert = {
    ...emptyEvent('Europe/Lisbon'),
    title: ' Harbour Jazz ',
    startDate: '2026-03-29',
    startTime: '20:00',
    endDate: '2026-03-29',
    endTime: '23:00',
    venue: 'Quay 5',
    address: 'Cais do Sodré, Lisboa',
  };

  it('turns its times into instants on its own clock, the day the clocks change too', () => {
    expect(problemsOf(concert)).toEqual({});
    // Lisbon moves to summer time (UTC+1) at 01:00 UTC on 29 March 2026.
    expect(eventInputOf(concert)).toMatchObject({
      title: 'Harbour Jazz',
      location: { type: 'VENUE', name: 'Quay 5', address: { formattedAddress: 'Cais do Sodré, Lisboa' } },
      dateAndTimeSettings: {
        startDate: '2026-03-29T19:00:00.000Z',
        endDate: '2026-03-29T22:00:00.000Z',
        timeZoneId: 'Europe/Lisbon',
      },
      registration: { initialType: 'TICKETING', tickets: { ticketLimitPerOrder: 20 } },
    });
  });

  it('asks for RSVP settings, and says what is wrong', () => {
    const rsvp = eventInputOf({ ...concert, registration: 'RSVP', guestLimit: '80', yesAndNo: true });
    expect(rsvp.registration).toEqual({
      initialType: 'RSVP',
      rsvp: { responseType: 'YES_AND_NO', waitlistEnabled: false, limit: 80 },
    });
    expect(problemsOf({ ...concert, title: '', endTime: '19:00', address: '' })).toEqual({
      title: 'Give the event a title.',
      end: 'It ends after it starts.',
      address: 'Write the address, or choose online.',
    });
  });
});

describe('a ticket as its form holds it', () => {
  it('is free, or priced with the fee inside or added, on sale for a period on the event’s clock', () => {
    const general = { ...emptyTicket(), name: 'General', price: '25', limit: '100' };
    expect(ticketProblemsOf(general)).toEqual({});
    expect(ticketInputOf(general, 'e1', 'UTC')).toEqual({
      eventId: 'e1',
      name: 'General',
      description: '',
      hidden: false,
      pricingMethod: { fixedPrice: { value: '25' } },
      feeType: 'FEE_INCLUDED',
      limitPerCheckout: 10,
      initialLimit: 100,
    });
    const free = ticketInputOf({ ...general, price: '0', feeAdded: true }, 'e1', 'UTC');
    expect([free.pricingMethod, free.feeType]).toEqual([{ free: true }, 'NO_FEE']);
    const early = ticketInputOf(
      { ...general, feeAdded: true, saleFrom: '2026-12-01T09:00', saleUntil: '2026-12-20T23:59' },
      'e1',
      'America/New_York',
    );
    expect(early.feeType).toBe('FEE_ADDED_AT_CHECKOUT');
    expect(early.salePeriod).toEqual({
      startDate: '2026-12-01T14:00:00.000Z',
      endDate: '2026-12-21T04:59:00.000Z',
    });
    expect(ticketProblemsOf({ ...general, saleFrom: '2026-12-01T09:00' }).sale).toBe(
      'Give the sale a start and an end, or leave both blank.',
    );
  });
});
