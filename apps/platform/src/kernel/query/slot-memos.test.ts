import { describe, expect, it } from 'vitest';
import { defineQueryable } from './fields.js';
import { KeptRows } from './kept-rows.js';
import { SLOT_MEMO_WIDTH, SlotMemos } from './slot-memos.js';

describe('slot memos', () => {
  it('keep what was written as they grow, and forget a cleared slot', () => {
    const memos = new SlotMemos();
    memos.reserve(3);
    memos.values.set([7, 1, 2, 3, 4, 5, 6, 8], 2 * SLOT_MEMO_WIDTH);
    memos.reserve(1_000);
    expect(memos.values.length).toBeGreaterThanOrEqual(1_000 * SLOT_MEMO_WIDTH);
    expect([...memos.values.subarray(2 * SLOT_MEMO_WIDTH, 3 * SLOT_MEMO_WIDTH)]).toEqual([
      7, 1, 2, 3, 4, 5, 6, 8,
    ]);
    memos.clear(2);
    expect(memos.values[2 * SLOT_MEMO_WIDTH]).toBe(0);
    // A slot past the end holds nothing to clear.
    memos.clear(1_000_000);
  });

  it("are cleared by kept rows when a slot's row is written or removed, and only then", () => {
    const entity = defineQueryable({
      table: 't',
      fields: { id: { type: 'string', column: 'id', sortable: true } },
    });
    const rows = new KeptRows(entity, 'sqlite', [{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    const slotOf = (id: string) => rows.page({ filter: { id } })?.slots[0] as number;
    const tagOf = (id: string) => rows.memos.values[slotOf(id) * SLOT_MEMO_WIDTH];
    for (const id of ['a', 'b', 'c']) rows.memos.values[slotOf(id) * SLOT_MEMO_WIDTH] = 9;
    const removed = slotOf('c');
    rows.apply([{ id: 'a', changed: true }], ['c']);
    expect([tagOf('a'), tagOf('b')]).toEqual([0, 9]);
    expect(rows.memos.values[removed * SLOT_MEMO_WIDTH]).toBe(0);
    // A new row in a freed slot starts with nothing remembered.
    rows.memos.values[removed * SLOT_MEMO_WIDTH] = 9;
    rows.apply([{ id: 'd' }], []);
    expect(tagOf('d')).toBe(0);
  });
});
