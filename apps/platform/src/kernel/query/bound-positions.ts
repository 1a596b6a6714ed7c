import type { KeptRows } from './kept-rows.js';
import { type Bound, boundTests } from './narrowings.js';
import type { SortedIndex } from './sorted-index.js';

/**
 * Where a field's index (ascending, nulls first) meets bounds: the first position past the nulls,
 * and the first past every row below a lower or an upper bound. Binary searches.
 */
export interface BoundPositions {
  afterNulls(): number;
  lower(bound: Bound): number;
  upper(bound: Bound): number;
}

export function boundPositions(table: KeptRows, field: string): BoundPositions {
  const index = table.sortedBy(field) as SortedIndex;
  const below = boundTests(field, (slot) => table.rowAt(slot));
  const byRows: BoundPositions = {
    afterNulls: () => index.firstPosition(below.isNull),
    lower: (bound) => index.firstPosition(below.lower(bound)),
    upper: (bound) => index.firstPosition(below.upper(bound)),
  };
  if (table.entity.fields.get(field)?.type !== 'number') return byRows;
  // A number field's values laid along its index, null as NaN: each step of a search reads one
  // array, where reading the row took a miss for it, its properties and its number (three at
  // 100,000 rows). NaN fails every comparison, so `!(value >= bound)` holds for nulls too.
  const values = () => table.alongIndex(field, 'value', () => numbersBySlot(table, field));
  const search = (isBelow: (value: number) => boolean): number => {
    const laid = values();
    let low = 0;
    let high = laid.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isBelow(laid[middle] as number)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    afterNulls: () => search(Number.isNaN),
    lower: (bound) => {
      const { value } = bound;
      if (typeof value !== 'number') return byRows.lower(bound);
      return search(bound.inclusive ? (x) => !(x >= value) : (x) => !(x > value));
    },
    upper: (bound) => {
      const { value } = bound;
      if (typeof value !== 'number') return byRows.upper(bound);
      return search(bound.inclusive ? (x) => !(x > value) : (x) => !(x >= value));
    },
  };
}

function numbersBySlot(table: KeptRows, field: string): Float64Array {
  const numbers = new Float64Array(table.slotCount).fill(Number.NaN);
  for (const slot of table.slots()) {
    const value = table.rowAt(slot)[field];
    if (typeof value === 'number') numbers[slot] = value;
  }
  return numbers;
}
