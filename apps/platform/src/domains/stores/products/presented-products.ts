import type { Product } from '@bazaar/contracts';
import { BufferItem, type ItemBytes } from '../../../kernel/http/shared-items.js';
import { memoOf, setMemo } from '../../../kernel/query/row-memo.js';
import { type PresentOptions, presentProduct } from './presenter.js';
import { cutLength, cutPriceBlocks, type PriceCut, writeWithPriceBlocks } from './price-blocks.js';
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
 * its old bytes go with their slab. A kept catalogue row remembers its product's entry
 * (`setMemo`), so that a page of kept rows finds its bytes without looking 50 ids up.
 */
export class PresentedProducts {
  /** By presentation (currency, storefront URL, what is included), then by product id. */
  private readonly byVariant = new Map<string, Map<string, Kept>>();
  /** Oldest first; products are written into the last. */
  private readonly slabs: Slab[] = [];
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
   * The products of `versions`, in order; documents are loaded (`load`, one query) only for those
   * not kept. A product written since the query read its revision comes in its newer revision,
   * and one deleted since is left out: both as if the query had run a moment later.
   */
  async present(
    versions: readonly ProductVersion[],
    options: PresentOptions,
    load: (ids: string[]) => Promise<StoredProduct[]>,
  ): Promise<ItemBytes<Product>[]> {
    const variant = `${options.currency} ${options.storefrontUrl} ${options.includeVariants ? 1 : 0}${
      options.includeMerchantSpecificData ? 1 : 0
    }`;
    let kept = this.byVariant.get(variant);
    if (!kept) {
      kept = new Map();
      this.byVariant.set(variant, kept);
    }
    const found: (ItemBytes<Product> | undefined)[] = [];
    // By id, the id as the query gave it: a kept entry holds that string, the one its kept row
    // holds too, rather than a copy read with the document.
    const missing = new Map<string, string>();
    for (const version of versions) {
      const memo = rememberedBy(version, kept);
      const entry = memo ?? kept.get(version.id);
      const same = entry !== undefined && entry.revision === revisionOf(version);
      found.push(same ? new KeptProductBytes(entry) : undefined);
      if (!same) missing.set(version.id, version.id);
      else if (!memo) setMemo(version, entry);
    }
    if (missing.size === 0) return found as ItemBytes<Product>[];

    const loaded = new Map<string, ItemBytes<Product>>();
    const entries = new Map<string, Kept>();
    for (const row of await load([...missing.keys()])) {
      const bytes = Buffer.from(this.serialize(presentProduct(this.parse(row), options)));
      loaded.set(row.id, new BufferItem<Product>(bytes));
      const entry = this.keep(kept, missing.get(row.id) ?? row.id, revisionOf(row), bytes);
      if (entry) entries.set(row.id, entry);
    }
    for (const version of versions) {
      const entry = entries.get(version.id);
      if (entry && entry.revision === revisionOf(version)) setMemo(version, entry);
    }
    return versions.flatMap((version, index) => {
      const product = found[index] ?? loaded.get(version.id);
      return product ? [product] : [];
    });
  }

  /** Keeps a product's bytes in the newest slab: its entry, or undefined when there is no room. */
  private keep(holder: Map<string, Kept>, id: string, revision: number, presented: Buffer): Kept | undefined {
    const { bytes, splice, block } = cutPriceBlocks(presented);
    let slab = this.slabs.at(-1);
    if (!slab || slab.used + bytes.length > slab.bytes.length) {
      const size = Math.max(this.slabBytes, bytes.length);
      // Room first: the oldest slabs go, with their products.
      while (this.slabs.length > 0 && this.kept + size + ENTRY_OVERHEAD > this.capacity) this.dropOldest();
      if (this.kept + size + ENTRY_OVERHEAD > this.capacity) return undefined;
      slab = { bytes: Buffer.allocUnsafeSlow(size), used: 0, entries: [], dropped: false };
      this.slabs.push(slab);
      this.kept += size;
    }
    bytes.copy(slab.bytes, slab.used);
    const entry: Kept = {
      id,
      holder,
      revision,
      slab,
      offset: slab.used,
      length: bytes.length,
      splice,
      block,
    };
    slab.used += bytes.length;
    slab.entries.push(entry);
    if (!holder.has(id)) this.entries += 1;
    holder.set(id, entry);
    this.kept += ENTRY_OVERHEAD;
    return entry;
  }

  private dropOldest(): void {
    const slab = this.slabs.shift() as Slab;
    for (const entry of slab.entries) {
      if (entry.holder.get(entry.id) === entry) {
        entry.holder.delete(entry.id);
        this.entries -= 1;
      }
    }
    this.kept -= slab.bytes.length + slab.entries.length * ENTRY_OVERHEAD;
    // Kept rows may still remember its entries: they find it dropped, and its bytes are freed.
    slab.dropped = true;
    slab.bytes = EMPTY;
    slab.entries = [];
  }

  /** Products kept, over all presentations. */
  get size(): number {
    return this.entries;
  }
}

interface Slab {
  bytes: Buffer;
  used: number;
  /** Every entry written here, replaced ones too (they go with the slab). */
  entries: Kept[];
  /** Gone, with its bytes and entries. */
  dropped: boolean;
}

const EMPTY = Buffer.alloc(0);

/**
 * The entry a kept row remembers (`setMemo`) for this presentation, while its slab is kept: found
 * without a lookup by id. A row remembers one presentation's entry, the last one found for it.
 */
function rememberedBy(version: ProductVersion, holder: Map<string, Kept>): Kept | undefined {
  const entry = memoOf(version) as Kept | undefined;
  return entry !== undefined && entry.holder === holder && !entry.slab.dropped ? entry : undefined;
}

interface Kept extends PriceCut {
  id: string;
  holder: Map<string, Kept>;
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

/**
 * A kept product in one answer: the slab's bytes as they are when the answer is made (a slab
 * dropped meanwhile lets go of its bytes, this answer still holds them), written into the answer
 * with its price blocks put back.
 */
class KeptProductBytes implements ItemBytes<Product> {
  declare readonly item?: Product;
  readonly length: number;
  private readonly from: Buffer;

  constructor(private readonly entry: Kept) {
    this.from = entry.slab.bytes;
    this.length = entry.length + cutLength(entry);
  }

  writeInto(target: Buffer, at: number): number {
    const { entry } = this;
    return writeWithPriceBlocks(this.from, entry.offset, entry.length, entry, target, at);
  }
}

/** Slabs of 4 MB: a few thousand products each, 32 at the default capacity. */
const SLAB_BYTES = 4 * 1024 * 1024;

/**
 * What an entry costs besides its bytes: its object, a slot in its slab's list and a map entry
 * (58 bytes measured at 100,000 entries before it held where its price blocks were cut, two
 * small integers more since; its id is the kept row's string, not a copy).
 */
export const ENTRY_OVERHEAD = 80;
