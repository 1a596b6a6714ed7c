import { describe, expect, it } from 'vitest';
import { parseSlotKey, slotKey, slotOfOptions } from './slot-key.js';

const start = Date.parse('2026-12-01T15:00:00Z');
const end = Date.parse('2026-12-01T15:30:00Z');

describe('a bookings cart line key', () => {
  it('names a session and, when chosen, its staff member, in at most 100 characters', () => {
    const staffId = '0b5e1c9e-4e0a-4f6b-9a53-2f1d7c1f4a10';
    const key = slotKey({ start, end, staffId });
    expect(key).toBe(`2026-12-01T15:00:00.000Z/2026-12-01T15:30:00.000Z/${staffId}`);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(parseSlotKey(key)).toEqual({ start, end, staffId });
    expect(parseSlotKey(slotKey({ start, end }))).toEqual({ start, end });
  });

  it('reads the slot a buyer names in the options, in any zone offset', () => {
    expect(
      slotOfOptions({ startDate: '2026-12-01T10:00:00-05:00', endDate: '2026-12-01T15:30:00Z' }),
    ).toEqual({
      start,
      end,
    });
    expect(
      slotOfOptions({
        startDate: '2026-12-01T15:00:00Z',
        endDate: '2026-12-01T15:30:00Z',
        staffMemberId: 'ann',
      }),
    ).toEqual({ start, end, staffId: 'ann' });
  });

  it('is nothing for what is not a slot', () => {
    for (const key of [
      '',
      '2026-12-01T15:00:00.000Z',
      '2026-12-01T15:30:00.000Z/2026-12-01T15:00:00.000Z',
      '2026-12-01T15:00:00.000Z/2026-12-01T15:00:00.000Z',
      '2026-12-01T15:00:00.000Z/2026-12-20T15:00:00.000Z',
      '2026-12-01 15:00/2026-12-01 15:30',
      '2026-12-01/2026-12-02',
      '2026-12-01T15:00:00.000Z/2026-12-01T15:30:00.000Z/',
      '2026-12-01T15:00:00.000Z/2026-12-01T15:30:00.000Z/a b',
      '2026-12-01T15:00:00.000Z/2026-12-01T15:30:00.000Z/a/b',
      '2026-13-01T15:00:00.000Z/2026-13-01T15:30:00.000Z',
    ])
      expect(parseSlotKey(key), key).toBeUndefined();
    expect(slotOfOptions({ startDate: '2026-12-01T15:00:00Z' })).toBeUndefined();
    expect(slotOfOptions({ Date: 'Tue, Dec 1' })).toBeUndefined();
  });
});
