import type { Product } from '@bazaar/contracts';
import { BufferItem, type ItemBytes } from '../../../kernel/http/shared-items.js';
import type { KeptRows } from '../../../kernel/query/kept-rows.js';
import { SLOT_MEMO_WIDTH } from '../../../kernel/query/slot-memos.js';
import { KeptProductBytes } from './kept-product-bytes.js';
import { type PresentOptions, presentProduct } from './presenter.js';
import { cutPriceBlocks, type PriceCut } from './price-blocks.js';
import type { ProductRecord } from './product-record.js';

/** Which revision of which product a catalogue query found. */
export interface ProductVersion {
  id: string;
  revision: number | string;
}

/** A stored product row with its document. */
export interface StoredProduct extends ProductVersion {
  doc: string;
}

/**
 * Products as presented on the wire, serialised, kept by product revision. A catalogue answer that
 * the answer cache cannot serve (a query not seen since the last catalogue write) is mostly
 * products that have not changed: their bytes are taken from here instead of reading the
 * document, parsing it, presenting it (prices formatted, stock and options derived) and
 * serialising it again, which took most of such an answer's CPU.
 *
 * Sound because a product's revision grows with every write of it (repo `updateProduct` refuses
 * any other), reads see only committed rows, and ids are never reused; the other inputs of
 * `presentProduct` (currency, storefront URL, what to include) are part of the key.
 *
 * The bytes are written one after another into slabs of a few megabytes, and when the capacity is
 * reached the oldest slab goes, with every product in it: a product costs its bytes and a small
 * entry (`ENTRY_OVERHEAD`), where a buffer of its own cost 300 bytes more and fragmented memory as
 * products came and went. A product written since it was kept is kept again in the newest slab;
 * its old bytes go with their slab. A kept catalogue's slot remembers where its product's bytes
 * are (`SlotMemos`), so that a page of kept rows finds them without reading its 50 rows or looking
 * their ids up.
 */
export class PresentedProducts {
  /** By presentation (currency, storefront URL, what is included). */
  private readonly byPresentation = new Map<string, Presentation>();
  /** Oldest first, by sequence number with none missing; products are written into the last. */
  private readonly slabs: Slab[] = [];
  private slabsMade = 0;
  /** Bytes kept: the slabs', and `ENTRY_OVERHEAD` for each entry they hold. */
  private kept = 0;
  /** Entries whose bytes are kept, over all presentations. */
  private entries = 0;

  constructor(
    /** Bytes kept at most. */
    private readonly capacity: number,
    private readonly parse: (row: StoredProduct) => ProductRecord,
    private readonly serialize: (product: Product) => string,
    /** The size of a slab (a larger product takes a slab of its own size). */
    private readonly slabBytes = SLAB_BYTES,
  ) {}

  /**
   * The products found, in order; documents are loaded (`load`, one query) only for those not
   * kept. A product written since the query read its revision comes in its newer revision, and
   * one deleted since is left out: both as if the query had run a moment later.
   */
  async present(
    found: FoundProducts,
    options: PresentOptions,
    load: (ids: string[]) => Promise<StoredProduct[]>,
  ): Promise<ItemBytes<Product>[]> {
    const presentation = this.presentationOf(options);
    const { slots, kept: keptRows } = isKept(found) ? found : {};
    const count = slots ? slots.length : (found as readonly ProductVersion[]).length;
    const items: (ItemBytes<Product> | undefined)[] = [];
    // Each product's row, unless its slot remembered its bytes (then the row is not read).
    const versions: (ProductVersion | undefined)[] = [];
    // By id, the id as the query gave it: a kept entry holds that string, the one its kept row
    // holds too, rather than a copy read with the document.
    const missing = new Map<string, string>();
    const memos = keptRows?.memos.values;
    for (let index = 0; index < count; index += 1) {
      const slot = slots ? (slots[index] as number) : -1;
      const remembered = memos && this.remembered(memos, slot, presentation.tag);
      if (remembered) {
        items.push(remembered);
        versions.push(undefined);
        continue;
      }
      const version = keptRows
        ? versionIn(keptRows, slot)
        : ((found as readonly ProductVersion[])[index] as ProductVersion);
      const entry = presentation.entries.get(version.id);
      const same = entry !== undefined && entry.revision === revisionOf(version);
      items.push(same ? keptBytesOf(entry) : undefined);
      versions.push(version);
      if (!same) missing.set(version.id, version.id);
      else if (memos) remember(memos, slot, presentation.tag, entry);
    }
    if (missing.size === 0) return items as ItemBytes<Product>[];

    const loaded = new Map<string, ItemBytes<Product>>();
    const entries = new Map<string, Kept>();
    for (const row of await load([...missing.keys()])) {
      const bytes = Buffer.from(this.serialize(presentProduct(this.parse(row), options)));
      const entry = this.keep(presentation, missing.get(row.id) ?? row.id, revisionOf(row), bytes);
      // The kept copy serves this answer too, so that the product's own buffer dies young rather
      // than outliving young collections while the answer is written.
      loaded.set(row.id, entry ? keptBytesOf(entry) : new BufferItem<Product>(bytes));
      if (entry) entries.set(row.id, entry);
    }
    // After the load, a slot may hold another row (the kept rows follow writes): only a slot still
    // holding the row that was read remembers the entry made for it.
    const memosNow = keptRows?.memos.values;
    return versions.flatMap((version, index) => {
      if (version === undefined) return [items[index] as ItemBytes<Product>];
      const entry = entries.get(version.id);
      const slot = slots ? (slots[index] as number) : -1;
      const stillThere = keptRows !== undefined && versionIn(keptRows, slot) === version;
      if (memosNow && stillThere && entry && entry.revision === revisionOf(version))
        remember(memosNow, slot, presentation.tag, entry);
      const product = items[index] ?? loaded.get(version.id);
      return product ? [product] : [];
    });
  }

  /** The kept products of one presentation (currency, storefront URL, what is included). */
  private presentationOf(options: PresentOptions): Presentation {
    const key = `${options.currency} ${options.storefrontUrl} ${options.includeVariants ? 1 : 0}${
      options.includeMerchantSpecificData ? 1 : 0
    }`;
    let presentation = this.byPresentation.get(key);
    if (!presentation) {
      presentation = { tag: this.byPresentation.size + 1, entries: new Map() };
      this.byPresentation.set(key, presentation);
    }
    return presentation;
  }

  /** The bytes a slot remembers for a presentation (`remember`), while their slab is kept. */
  private remembered(memos: Int32Array, slot: number, tag: number): KeptProductBytes | undefined {
    const at = slot * SLOT_MEMO_WIDTH;
    if (memos[at] !== tag) return undefined;
    const first = this.slabs[0];
    const position = first ? (memos[at + MEMO.slab] as number) - first.sequence : -1;
    const slab = position >= 0 ? this.slabs[position] : undefined;
    if (slab === undefined) return undefined;
    return new KeptProductBytes(
      slab.bytes,
      memos[at + MEMO.offset] as number,
      memos[at + MEMO.length] as number,
      memos[at + MEMO.splice] as number,
      memos[at + MEMO.block] as number,
    );
  }

  /** Keeps a product's bytes in the newest slab: its entry, or undefined when there is no room. */
  private keep(
    presentation: Presentation,
    id: string,
    revision: number,
    presented: Buffer,
  ): Kept | undefined {
    const { bytes, splice, block } = cutPriceBlocks(presented);
    let slab = this.slabs.at(-1);
    if (!slab || slab.used + bytes.length > slab.bytes.length) {
      const size = Math.max(this.slabBytes, bytes.length);
      // Room first: the oldest slabs go, with their products.
      while (this.slabs.length > 0 && this.kept + size + ENTRY_OVERHEAD > this.capacity) this.dropOldest();
      if (this.kept + size + ENTRY_OVERHEAD > this.capacity) return undefined;
      slab = { sequence: this.slabsMade++, bytes: Buffer.allocUnsafeSlow(size), used: 0, entries: [] };
      this.slabs.push(slab);
      this.kept += size;
    }
    bytes.copy(slab.bytes, slab.used);
    const { entries } = presentation;
    const entry: Kept = {
      id,
      entries,
      revision,
      slab,
      offset: slab.used,
      length: bytes.length,
      splice,
      block,
    };
    slab.used += bytes.length;
    slab.entries.push(entry);
    if (!entries.has(id)) this.entries += 1;
    entries.set(id, entry);
    this.kept += ENTRY_OVERHEAD;
    return entry;
  }

  private dropOldest(): void {
    const slab = this.slabs.shift() as Slab;
    for (const entry of slab.entries) {
      if (entry.entries.get(entry.id) === entry) {
        entry.entries.delete(entry.id);
        this.entries -= 1;
      }
    }
    this.kept -= slab.bytes.length + slab.entries.length * ENTRY_OVERHEAD;
    // Slots may still remember places in it: they find no slab of that sequence number now, and
    // answers being written still hold its bytes.
    slab.bytes = EMPTY;
    slab.entries = [];
  }

  /** Products kept, over all presentations. */
  get size(): number {
    return this.entries;
  }

  /** The share of the bound the kept bytes take, 0 to 1. */
  get filled(): number {
    return this.kept / this.capacity;
  }
}

interface Slab {
  /** One more than the slab made before it's. */
  sequence: number;
  bytes: Buffer;
  used: number;
  /** Every entry written here, replaced ones too (they go with the slab). */
  entries: Kept[];
}

const EMPTY = Buffer.alloc(0);

/** A presentation's kept products, by id, and the tag its slot memos carry. */
interface Presentation {
  tag: number;
  entries: Map<string, Kept>;
}

/** The products a kept catalogue's query found: the slots of their rows (`KeptRows.page`). */
export interface KeptProducts {
  slots: readonly number[];
  kept: KeptRows;
}

/** What a query found: the rows SQL answered, or the slots of kept rows. */
export type FoundProducts = readonly ProductVersion[] | KeptProducts;

const isKept = (found: FoundProducts): found is KeptProducts => !Array.isArray(found);

/** The row in a kept catalogue's slot: its id and revision (`readKeptCatalogue` keeps both). */
const versionIn = (kept: KeptRows, slot: number): ProductVersion =>
  kept.rowAt(slot) as unknown as ProductVersion;

/** Where a slot's memo (`SlotMemos`) holds each number of a kept product's place; 0 is the tag. */
const MEMO = { slab: 1, offset: 2, length: 3, splice: 4, block: 5 } as const;

/**
 * A slot remembers where its product's bytes are kept for a presentation (the last one found for
 * it): found again without reading the row or looking its id up.
 */
function remember(memos: Int32Array, slot: number, tag: number, entry: Kept): void {
  const at = slot * SLOT_MEMO_WIDTH;
  memos[at] = tag;
  memos[at + MEMO.slab] = entry.slab.sequence;
  memos[at + MEMO.offset] = entry.offset;
  memos[at + MEMO.length] = entry.length;
  memos[at + MEMO.splice] = entry.splice;
  memos[at + MEMO.block] = entry.block;
}

interface Kept extends PriceCut {
  id: string;
  /** The presentation's entries, which hold it while it is its product's newest. */
  entries: Map<string, Kept>;
  revision: number;
  slab: Slab;
  /** Where its bytes are in the slab, its price block once (`price-blocks.ts`). */
  offset: number;
  length: number;
}

/**
 * A revision as a number: the database gives numbers on SQLite and text (BIGINT) on PostgreSQL,
 * and revisions stay far below 2^53.
 */
const revisionOf = (version: ProductVersion): number =>
  typeof version.revision === 'number' ? version.revision : Number(version.revision);

const keptBytesOf = (entry: Kept): KeptProductBytes =>
  new KeptProductBytes(entry.slab.bytes, entry.offset, entry.length, entry.splice, entry.block);

/** Slabs of 4 MB: a few thousand products each, 32 at the default capacity. */
const SLAB_BYTES = 4 * 1024 * 1024;

/**
 * What an entry costs besides its bytes: its object, a slot in its slab's list and a map entry
 * (58 bytes measured at 100,000 entries before it held where its price blocks were cut, two
 * small integers more since; its id is the kept row's string, not a copy).
 */
export const ENTRY_OVERHEAD = 80;
