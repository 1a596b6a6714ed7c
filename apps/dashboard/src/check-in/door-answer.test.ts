import { describe, expect, it } from 'vitest';
import { checkedIn, refused } from './door-answer';

describe('what the door says', () => {
  it('says who is in', () => {
    expect(checkedIn('T-1', 'Ada Lovelace')).toEqual({
      tone: 'in',
      headline: 'Checked in',
      detail: 'Ada Lovelace · ticket T-1',
    });
  });

  it('says when a ticket came in before, on the event’s clock', () => {
    const again = {
      status: 409,
      code: 'TICKET_ALREADY_CHECKED_IN',
      data: { checkedInAt: '2031-06-14T19:14:00.000Z' },
    };
    expect(refused('T-1', again, 'Europe/Lisbon').headline).toBe('Already checked in at 20:14');
    expect(refused('T-1', again, 'America/New_York').headline).toBe('Already checked in at 15:14');
  });

  it('says why a ticket does not admit anyone', () => {
    expect(refused('T-2', { status: 409, code: 'TICKET_REFUNDED' }, 'UTC').headline).toBe('Refunded');
    expect(refused('X', { status: 404, code: 'TICKET_NOT_FOUND' }, 'UTC').headline).toBe(
      'Not a ticket for this event',
    );
    expect(refused('T-3', { status: 409, code: 'ORDER_NOT_CONFIRMED' }, 'UTC').headline).toBe('Not paid');
    expect(refused('T-4', { status: 503 }, 'UTC')).toMatchObject({ tone: 'no', headline: 'Not checked in' });
  });
});
