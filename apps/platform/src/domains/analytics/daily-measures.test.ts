import { describe, expect, it } from 'vitest';
import { dailyMeasures } from './daily-measures.js';
import { dayRange } from './date-range.js';

const order = (createdDate: string, total: string, paid = true, currency = 'USD') => ({
  createdDate,
  total,
  paid,
  currency,
});

describe('sales and orders by day', () => {
  it("counts an order on the site's day, not UTC's, and sums money exactly", () => {
    const orders = [
      order('2026-11-26T04:30:00.000Z', '0.10'), // 23:30 on the 25th in New York
      order('2026-11-26T05:30:00.000Z', '0.20'), // 00:30 on the 26th
      order('2026-11-26T15:00:00.000Z', '0.10'),
      order('2026-11-26T16:00:00.000Z', '99.00', false), // not paid
      order('2026-11-26T17:00:00.000Z', '50.00', true, 'EUR'), // another currency: an order, not USD sales
    ];
    const [sales, count, sessions] = dailyMeasures(
      ['TOTAL_SALES', 'TOTAL_ORDERS', 'TOTAL_SESSIONS'],
      ['2026-11-25', '2026-11-26'],
      orders,
      'America/New_York',
      'USD',
    );
    expect(sales).toEqual({
      type: 'TOTAL_SALES',
      values: [
        { date: '2026-11-25', value: 0.1 },
        { date: '2026-11-26', value: 0.3 },
      ],
      total: 0.4,
    });
    expect(count?.values.map((one) => one.value)).toEqual([1, 3]);
    expect(sessions?.total).toBe(0);
  });
});

describe('the range of days asked', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');

  it('runs from midnight to midnight of the zone, 23 hours on the day clocks go forward', () => {
    const range = dayRange({ startDate: '2026-11-26', endDate: '2026-11-26' }, 'Europe/Lisbon', now);
    expect(range).toEqual({
      days: ['2026-11-26'],
      from: '2026-11-26T00:00:00.000Z',
      to: '2026-11-27T00:00:00.000Z',
    });
    const spring = dayRange(
      { startDate: '2026-03-08', endDate: '2026-03-08' },
      'America/New_York',
      new Date('2026-04-01T00:00:00Z'),
    );
    expect(Date.parse(spring.to) - Date.parse(spring.from)).toBe(23 * 3600_000);
  });

  it('ends today when no end is named, and refuses days it does not keep, the future, and no such day', () => {
    expect(dayRange({ startDate: '2026-11-25' }, 'UTC', now).days).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    for (const [range, field] of [
      [{ startDate: '2026-09-01' }, 'dateRange.startDate'],
      [{ startDate: '2026-11-26', endDate: '2026-11-28' }, 'dateRange.endDate'],
      [{ startDate: '2026-11-26', endDate: '2026-11-25' }, 'dateRange.endDate'],
      [{ startDate: '2026-11-31' }, 'dateRange.startDate'],
    ] as const)
      expect(() => dayRange(range, 'UTC', now)).toThrow(
        expect.objectContaining({ violations: [expect.objectContaining({ field })] }),
      );
  });
});
