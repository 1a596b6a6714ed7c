import { describe, expect, it } from 'vitest';
import { invoiceOf } from './invoice.js';

describe('ticket invoice', () => {
  it('adds the 2.5% fee the buyer pays, shows the one the seller absorbs, rounds half up in cents', () => {
    const invoice = invoiceOf(
      [
        {
          ticketDefinitionId: 'a',
          name: 'General',
          quantity: 3,
          unitMinor: 1999,
          feeType: 'FEE_ADDED_AT_CHECKOUT',
        },
        { ticketDefinitionId: 'b', name: 'VIP', quantity: 1, unitMinor: 8000, feeType: 'FEE_INCLUDED' },
        { ticketDefinitionId: 'c', name: 'Crew', quantity: 2, unitMinor: 1000, feeType: 'NO_FEE' },
        {
          ticketDefinitionId: 'd',
          name: 'Free',
          quantity: 4,
          unitMinor: 0,
          feeType: 'FEE_ADDED_AT_CHECKOUT',
        },
      ],
      'USD',
    );
    // 3 × 19.99 = 59.97; 2.5% = 1.49925 → 1.50.
    expect(invoice.items[0]?.fees[0]?.amount.value).toBe('1.50');
    expect(invoice.items[1]?.fees[0]?.amount.value).toBe('2.00');
    expect(invoice.items[2]?.fees).toEqual([]);
    expect(invoice.items[3]?.fees).toEqual([]);
    expect(invoice.subTotal.value).toBe('159.97');
    expect(invoice.fees).toEqual([
      {
        name: 'WIX_FEE',
        type: 'FEE_ADDED_AT_CHECKOUT',
        rate: '2.5',
        amount: { amount: '1.50', value: '1.50', currency: 'USD' },
      },
    ]);
    expect(invoice.total.value).toBe('161.47');
  });

  it('keeps currencies without cents exact', () => {
    const invoice = invoiceOf(
      [
        {
          ticketDefinitionId: 'a',
          name: 'General',
          quantity: 1,
          unitMinor: 3000,
          feeType: 'FEE_ADDED_AT_CHECKOUT',
        },
      ],
      'JPY',
    );
    expect(invoice.total.value).toBe('3075');
  });
});
