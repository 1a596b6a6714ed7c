import type { Dialect } from '../db/sql.js';
import { type DerivedArray, DerivedArrays } from './derived-arrays.js';
import { type KeptRow, rowOrder } from './evaluate.js';
import type { QueryableEntity, SortSpec } from './fields.js';
import { eachHolder, type Holders, withHolder, withoutHolder } from './holders.js';
import { FLAG } from './kept-flags.js';
import { type KeptPage, type KeptScope, queryKeptRows } from './kept-query.js';
import type { PositionBits } from './position-bits.js';
import type { QueryResult } from './run-query.js';
import { SlotMemos } from './slot-memos.js';
import { SortedIndex } from './sorted-index.js';

/** Element bitmaps kept at once (each a byte per slot). */
const KEPT_BITMAPS = 16;

/**
 * Arrays laid along an index kept at once (each one, four or eight bytes a row: 800 KB at most at
 * 100,000 rows; bits an eighth of a byte): a price window's queries keep one rank array per sort
 * along the price index and one along each sort's index (`kept-page.ts`), some 22 with their bits.
 */
const KEPT_ALONG_INDEX = 32;

/** Changes to the rows up to this many (or a sixteenth of them) move rows in the indexes one by one. */
const MOVED_ONE_BY_ONE = 256;

/**
 * A table's rows kept in memory and queried without SQL, answering as `runQuery` does on the same
 * rows (errors included), offset and cursor paging alike; a cursor page of a sort on several
 * fields is left to `runQuery` (`query` answers undefined). Each sortable field has a sorted
 * index and each array field a list of the rows holding each element, kept up to date row by row
 * as rows change: a query reads only the rows its narrowest indexed condition admits
 * (`kept-query.ts`), and a write costs a binary search and a shift per index, not a re-read.
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
  private readonly elements = new Map<string, Map<string, Holders>>();
  /** By boolean field, each slot's value as a byte (`FLAG`): a scope tested without the row. */
  private readonly flags = new Map<string, Uint8Array>();
  /** Grows with every change, for what is derived from the rows and kept (`elementBitmap`). */
  private version = 0;
  private readonly bitmaps = new DerivedArrays(KEPT_BITMAPS);
  private readonly laidAlong = new DerivedArrays(KEPT_ALONG_INDEX);
  /** What the rows' keeper derived from each row, by slot; cleared as a slot's row changes. */
  readonly memos = new SlotMemos();

  constructor(
    readonly entity: QueryableEntity,
    readonly dialect: Dialect,
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
      if (field.type === 'boolean') this.flags.set(field.name, new Uint8Array(0));
    }
    this.apply(rows, []);
  }

  get size(): number {
    return this.slotOf.size;
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
      this.memos.clear(slot);
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
      this.memos.clear(slot);
      this.index(slot, rebuild);
    }
    this.memos.reserve(this.bySlot.length);
    if (rebuild) {
      const slots = [...this.slotOf.values()];
      for (const index of this.sorted.values()) index.build(slots);
    }
  }

  private index(slot: number, elementsOnly: boolean): void {
    const row = this.bySlot[slot] as KeptRow;
    this.version += 1;
    if (!elementsOnly) for (const index of this.sorted.values()) index.insert(slot);
    for (const [field, bytes] of this.flags) {
      const value = row[field] ?? null;
      this.flagBytes(field, bytes, slot)[slot] =
        value === null ? FLAG.null : value === true ? FLAG.true : FLAG.false;
    }
    for (const [field, holders] of this.elements) {
      for (const element of (row[field] as readonly string[] | null) ?? []) {
        const before = holders.get(element);
        const after = withHolder(before, slot);
        if (after !== before) holders.set(element, after);
      }
    }
  }

  private unindex(slot: number, elementsOnly: boolean): void {
    const row = this.bySlot[slot] as KeptRow;
    this.version += 1;
    for (const bytes of this.flags.values()) if (slot < bytes.length) bytes[slot] = FLAG.none;
    if (!elementsOnly) for (const index of this.sorted.values()) index.remove(slot);
    for (const [field, holders] of this.elements) {
      for (const element of (row[field] as readonly string[] | null) ?? []) {
        const before = holders.get(element);
        const after = withoutHolder(before, slot);
        if (after === undefined) holders.delete(element);
        else if (after !== before) holders.set(element, after);
      }
    }
  }

  /**
   * `runQuery`'s answer for a query over the rows of `scope` (all without one), or undefined
   * for a cursor page of a sort on several fields (`queryKeptRows`).
   */
  query(query: unknown, scope?: KeptScope): QueryResult<KeptRow> | undefined {
    const page = queryKeptRows(this, query, scope);
    return page && { rows: page.slots.map((slot) => this.rowAt(slot)), pagingMetadata: page.pagingMetadata };
  }

  /**
   * The same answer as the slots of its rows: a caller that finds what it needs in `memos`
   * reads no row.
   */
  page(query: unknown, scope?: KeptScope): KeptPage | undefined {
    return queryKeptRows(this, query, scope);
  }

  /** The row of a slot the indexes hold. */
  rowAt(slot: number): KeptRow {
    return this.bySlot[slot] as KeptRow;
  }

  /** Slots are below this: the length of an array by slot. */
  get slotCount(): number {
    return this.bySlot.length;
  }

  /** Every row's slot, in no order. */
  slots(): Iterable<number> {
    return this.slotOf.values();
  }

  /** A boolean field's values by slot (`FLAG`), for testing a scope without reading rows. */
  flagsOf(field: string): Uint8Array | undefined {
    return this.flags.get(field);
  }

  /**
   * The rows holding an element as bytes by slot (1 held): reading a byte beats probing a set of
   * many thousands. Kept until the rows change, for the few elements asked for most recently.
   */
  elementBitmap(field: string, element: string): Uint8Array {
    return this.bitmaps.get(`${field}\n${element}`, this.version, () => {
      const bitmap = new Uint8Array(this.bySlot.length);
      const holders = this.elements.get(field)?.get(element);
      if (holders !== undefined)
        eachHolder(holders, (slot) => {
          bitmap[slot] = 1;
        });
      return bitmap;
    });
  }

  /**
   * Values by slot (a flag's bytes, a bitmap, another index's ranks) laid out in the order of
   * `field`'s index, under `name`: a scan of a range of that index (a price window's candidates)
   * then reads them one after another, where reading them by slot took a cache miss or two per
   * candidate at 100,000 rows (bench/RESULTS.md, issue 42). Kept until the rows change.
   */
  alongIndex<T extends DerivedArray>(field: string, name: string, bySlot: () => T): T {
    const index = this.sorted.get(field);
    if (!index) throw new Error(`${field} has no index`);
    return this.laidAlong.get(`${field}\n${name}`, this.version, () => {
      const values = bySlot();
      const laid = new (values.constructor as new (length: number) => T)(index.size);
      for (let position = 0; position < index.size; position += 1)
        laid[position] = values[index.slotAt(position)] as number;
      return laid;
    });
  }

  /**
   * Bits of the positions of `field`'s index (`PositionBits`, all of them from the first), made by
   * `build` and kept under `name` until the rows change: the matches of a range of that index are
   * then counted a word at a time.
   */
  bitsAlongIndex(field: string, name: string, build: (index: SortedIndex) => PositionBits): PositionBits {
    const index = this.sorted.get(field);
    if (!index) throw new Error(`${field} has no index`);
    const words = this.laidAlong.get(`bits\n${field}\n${name}`, this.version, () => build(index).words);
    return { firstWord: 0, words };
  }

  /** `bytes` long enough for `slot`, grown (and kept) when it is not. */
  private flagBytes(field: string, bytes: Uint8Array, slot: number): Uint8Array {
    if (slot < bytes.length) return bytes;
    const grown = new Uint8Array(Math.max(64, (slot + 1) * 2));
    grown.set(bytes);
    this.flags.set(field, grown);
    return grown;
  }

  /** The sorted index of a sortable field. */
  sortedBy(field: string): SortedIndex | undefined {
    return this.sorted.get(field);
  }

  /** By element, the slots of the rows whose array field holds it. */
  holdersOf(field: string): ReadonlyMap<string, Holders> | undefined {
    return this.elements.get(field);
  }

  /** Slots in the order of `specs`, compared row by row (a sort no single index gives). */
  sortSlots(slots: number[], specs: readonly SortSpec[]): number[] {
    const order = rowOrder(this.entity, specs);
    return slots.sort((a, b) => order(this.rowAt(a), this.rowAt(b)));
  }
}
