import type { PagingMetadata } from '@bazaar/contracts';
import type { Dialect } from '../db/sql.js';
import { compilePredicate, type KeptRow, rowOrder } from './evaluate.js';
import type { QueryableEntity, SortSpec } from './fields.js';
import { compileFilter } from './filter.js';
import { boundTests, type IndexKind, type Narrowing, narrowingsOf } from './narrowings.js';
import { offsetPaging, pagingOf, type QueryResult } from './run-query.js';
import { parseSort } from './sort.js';
import { SortedIndex } from './sorted-index.js';

/** Where a query's candidates come from: a range of a sorted index, or some slots. */
interface Source {
  size: number;
  range?: { field: string; from: number; to: number };
  slots?: () => Iterable<number>;
}

/** Changes to the rows up to this many (or a sixteenth of them) move rows in the indexes one by one. */
const MOVED_ONE_BY_ONE = 256;

/**
 * A table's rows kept in memory and queried without SQL, answering as `runQuery` does on the same
 * rows (errors included) for offset paging; cursor paging is left to `runQuery` (`query` answers
 * undefined). Each sortable field has a sorted index and each array field a list of the rows
 * holding each element, kept up to date row by row as rows change: a query reads only the rows
 * its narrowest indexed condition admits (a price window, a collection, a search word), in the
 * order its sort's index gives, and a write costs a binary search per index, not a re-read.
 *
 * Whoever keeps the rows applies changes to them (`apply`) and keys them by a revision read
 * before the changes were. Assumes what the schemas guarantee: every value has its field's type.
 */
export class KeptRows {
  /** Rows by slot, a small integer standing for a row in the indexes; undefined when free. */
  private readonly bySlot: (KeptRow | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly sorted = new Map<string, SortedIndex>();
  /** By array field, then element: the slots of the rows holding it. */
  private readonly elements = new Map<string, Map<string, Set<number>>>();

  constructor(
    readonly entity: QueryableEntity,
    private readonly dialect: Dialect,
    rows: readonly KeptRow[] = [],
  ) {
    for (const field of entity.fields.values()) {
      if (field.sortable) {
        const order = rowOrder(entity, [{ fieldName: field.name, order: 'ASC' }]);
        const rowAt = (slot: number) => this.bySlot[slot] as KeptRow;
        this.sorted.set(field.name, new SortedIndex((a, b) => order(rowAt(a), rowAt(b))));
      } else if (field.type === 'stringArray') {
        this.elements.set(field.name, new Map());
      }
    }
    this.apply(rows, []);
  }

  get size(): number {
    return this.slotOf.size;
  }

  get(id: string): KeptRow | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.bySlot[slot];
  }

  /** Every row, in the entity's default order. */
  inDefaultOrder(): KeptRow[] {
    return this.sortSlots([...this.slotOf.values()], this.entity.defaultSort).map(
      (slot) => this.bySlot[slot] as KeptRow,
    );
  }

  /**
   * Rows written (new, or replacing the row of the same id) and ids removed. Many changes at once
   * (a first read, a bulk write) sort the indexes again instead of moving rows one by one.
   */
  apply(written: readonly KeptRow[], removedIds: readonly string[]): void {
    const rebuild = written.length + removedIds.length > Math.max(MOVED_ONE_BY_ONE, this.size / 16);
    for (const id of removedIds) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.unindex(slot, rebuild);
      this.bySlot[slot] = undefined;
      this.slotOf.delete(id);
      this.freeSlots.push(slot);
    }
    for (const row of written) {
      const id = row.id as string;
      let slot = this.slotOf.get(id);
      if (slot === undefined) {
        slot = this.freeSlots.pop() ?? this.bySlot.length;
        this.slotOf.set(id, slot);
      } else {
        this.unindex(slot, rebuild);
      }
      this.bySlot[slot] = row;
      this.index(slot, rebuild);
    }
    if (rebuild) {
      const slots = [...this.slotOf.values()];
      for (const index of this.sorted.values()) index.build(slots);
    }
  }

  private index(slot: number, elementsOnly: boolean): void {
    const row = this.bySlot[slot] as KeptRow;
    if (!elementsOnly) for (const index of this.sorted.values()) index.insert(slot);
    for (const [field, holders] of this.elements) {
      for (const element of (row[field] as readonly string[] | null) ?? []) {
        const slots = holders.get(element);
        if (slots) slots.add(slot);
        else holders.set(element, new Set([slot]));
      }
    }
  }

  private unindex(slot: number, elementsOnly: boolean): void {
    const row = this.bySlot[slot] as KeptRow;
    if (!elementsOnly) for (const index of this.sorted.values()) index.remove(slot);
    for (const [field, holders] of this.elements) {
      for (const element of (row[field] as readonly string[] | null) ?? []) {
        const slots = holders.get(element);
        slots?.delete(slot);
        if (slots?.size === 0) holders.delete(element);
      }
    }
  }

  /**
   * `runQuery`'s answer for a query over the rows `include` admits (the scope), or undefined
   * when the query pages by cursor. Checks the query as `runQuery` does, in the same order, so
   * that a bad one fails with the same violation.
   */
  query(query: unknown, include?: (row: KeptRow) => boolean): QueryResult<KeptRow> | undefined {
    const { request, useCursor } = pagingOf(this.entity, query);
    if (useCursor) return undefined;
    const { limit, offset } = offsetPaging(request);
    compileFilter(this.entity, request.filter, this.dialect);
    const specs = parseSort(this.entity, request.sort);

    const predicate = compilePredicate(this.entity, request.filter);
    const matches = (slot: number) => {
      const row = this.bySlot[slot] as KeptRow;
      return (include === undefined || include(row)) && predicate(row) === true;
    };
    const source = this.narrowest(
      narrowingsOf(this.entity, request.filter, (field) => this.indexKind(field)),
    );
    const only = specs.length === 1 ? (specs[0] as SortSpec) : undefined;
    const order = only && this.sorted.get(only.fieldName);
    const descending = only?.order === 'DESC';
    const { countLimit } = this.entity;

    let total = 0;
    const page: number[] = [];
    const consider = (slot: number): boolean => {
      if (!matches(slot)) return true;
      if (total >= offset && page.length < limit) page.push(slot);
      total += 1;
      // Past the count limit the total is not told: stop once the page is full.
      return total <= countLimit || page.length < limit;
    };
    if (order && (!source || source.range?.field === only?.fieldName || source.size > this.size / 8)) {
      // Walk the sort's index: over the source's range when it is of that index, else all of it.
      const range = source?.range?.field === only?.fieldName ? source?.range : undefined;
      const marked = !range && source ? this.mark(source) : undefined;
      const from = range?.from ?? 0;
      const to = range?.to ?? order.size;
      for (let step = 0; step < to - from; step += 1) {
        const slot = order.slotAt(descending ? to - 1 - step : from + step);
        if (marked && marked[slot] !== 1) continue;
        if (!consider(slot)) break;
      }
    } else {
      const found: number[] = [];
      for (const slot of source?.slots?.() ?? this.slotOf.values()) if (matches(slot)) found.push(slot);
      total = found.length;
      const sorted = order
        ? this.byRank(found, order, descending, offset + limit)
        : this.sortSlots(found, specs);
      page.push(...sorted.slice(offset, offset + limit));
    }
    const tooManyToCount = total > countLimit;
    const pagingMetadata: PagingMetadata = {
      count: page.length,
      offset,
      total: tooManyToCount ? countLimit : total,
      tooManyToCount,
      cursors: {},
    };
    return { rows: page.map((slot) => this.bySlot[slot] as KeptRow), pagingMetadata };
  }

  private indexKind(field: string): IndexKind {
    if (this.sorted.has(field)) return 'sorted';
    return this.elements.has(field) ? 'elements' : undefined;
  }

  /** The narrowing admitting the fewest rows, as a source of candidates; undefined for all rows. */
  private narrowest(narrowings: readonly Narrowing[]): Source | undefined {
    let best: Source | undefined;
    for (const narrowing of narrowings) {
      const source = this.sourceOf(narrowing);
      if (!best || source.size < best.size) best = source;
    }
    return best && best.size < this.size ? best : undefined;
  }

  private sourceOf(narrowing: Narrowing): Source {
    if (narrowing.kind === 'elements') {
      const holders = this.elements.get(narrowing.field) as Map<string, Set<number>>;
      const sets = [...new Set(narrowing.values)].map((value) => holders.get(value) ?? new Set<number>());
      if (sets.length === 0) return { size: 0, slots: () => [] };
      if (narrowing.every) {
        const smallest = sets.reduce((a, b) => (b.size < a.size ? b : a));
        return { size: smallest.size, slots: () => smallest };
      }
      const size = sets.reduce((sum, set) => sum + set.size, 0);
      return {
        size,
        slots: () =>
          sets.length === 1 ? (sets[0] as Set<number>) : new Set(sets.flatMap((set) => [...set])),
      };
    }
    const index = this.sorted.get(narrowing.field) as SortedIndex;
    const row = (slot: number) => this.bySlot[slot] as KeptRow;
    const below = boundTests(narrowing.field, row);
    if (narrowing.kind === 'range') {
      const from = narrowing.lower ? index.firstPosition(below.lower(narrowing.lower)) : 0;
      const to = Math.max(
        from,
        narrowing.upper ? index.firstPosition(below.upper(narrowing.upper)) : index.size,
      );
      return {
        size: to - from,
        range: { field: narrowing.field, from, to },
        slots: () => positions(index, from, to),
      };
    }
    const ranges = [...new Set(narrowing.values)].map((value) => {
      const bound = { value, inclusive: true };
      return [index.firstPosition(below.lower(bound)), index.firstPosition(below.upper(bound))] as const;
    });
    return {
      size: ranges.reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0),
      slots: () => ranges.flatMap(([from, to]) => [...positions(index, from, to)]),
    };
  }

  /** The source's slots marked 1 in an array by slot. */
  private mark(source: Source): Uint8Array {
    const marked = new Uint8Array(this.bySlot.length);
    for (const slot of source.slots?.() ?? []) marked[slot] = 1;
    return marked;
  }

  /** The first `wanted` of `slots` in an index's order, by their ranks in it (numbers, not rows). */
  private byRank(
    slots: readonly number[],
    index: SortedIndex,
    descending: boolean,
    wanted: number,
  ): number[] {
    const ranks = index.rankBySlot(this.bySlot.length);
    const sorted = Uint32Array.from(slots, (slot) => ranks[slot] as number).sort();
    const count = Math.min(wanted, sorted.length);
    const first: number[] = new Array(count);
    for (let at = 0; at < count; at += 1) {
      first[at] = index.slotAt(sorted[descending ? sorted.length - 1 - at : at] as number);
    }
    return first;
  }

  private sortSlots(slots: number[], specs: readonly SortSpec[]): number[] {
    const order = rowOrder(this.entity, specs);
    return slots.sort((a, b) => order(this.bySlot[a] as KeptRow, this.bySlot[b] as KeptRow));
  }
}

function* positions(index: SortedIndex, from: number, to: number): Iterable<number> {
  for (let position = from; position < to; position += 1) yield index.slotAt(position);
}
