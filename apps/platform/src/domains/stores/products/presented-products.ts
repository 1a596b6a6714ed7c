import type { Product } from '@bazaar/contracts';
import { ItemBytes } from '../../../kernel/http/shared-items.js';
import { type PresentOptions, presentProduct } from './presenter.js';
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
 * `presentProduct` (currency, storefront URL, what to include) are part of the key. Bytes, not
 * objects, are kept (a presented object took several times its bytes), bounded by their size:
 * when full, the oldest entry goes.
 */
export class PresentedProducts {
  /**
   * By presentation (currency, storefront URL, what is included), then by product id: one lookup
   * per product, no key built. Capacity counts products over all presentations.
   */
  private readonly byVariant = new Map<string, Map<string, Kept>>();
  /** Every kept entry in the order it was kept, to let the oldest go first. */
  private readonly order = new Map<Kept, Map<string, Kept>>();

  /** Bytes kept, counting each entry's bookkeeping (`ENTRY_OVERHEAD`). */
  private kept = 0;

  constructor(
    /** Bytes kept at most. */
    private readonly capacity: number,
    private readonly parse: (row: StoredProduct) => ProductRecord,
    private readonly serialize: (product: Product) => string,
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
    // Revisions are numbers on SQLite and strings (BIGINT) on PostgreSQL: compared as read,
    // else as text (the same number read two ways).
    const found = versions.map((version) => {
      const entry = kept.get(version.id);
      if (!entry) return undefined;
      const same = entry.read === version.revision || entry.revision === String(version.revision);
      return same ? entry.product : undefined;
    });
    const missing = versions.filter((_, index) => found[index] === undefined);
    if (missing.length === 0) return found as ItemBytes<Product>[];

    const loaded = new Map<string, ItemBytes<Product>>();
    for (const row of await load(missing.map((version) => version.id))) {
      const product = new ItemBytes<Product>(
        Buffer.from(this.serialize(presentProduct(this.parse(row), options))),
      );
      loaded.set(row.id, product);
      this.keep(kept, { id: row.id, read: row.revision, revision: String(row.revision), product });
    }
    return versions.flatMap((version, index) => {
      const product = found[index] ?? loaded.get(version.id);
      return product ? [product] : [];
    });
  }

  private keep(kept: Map<string, Kept>, entry: Kept): void {
    const previous = kept.get(entry.id);
    if (previous) this.forget(previous, kept);
    kept.set(entry.id, entry);
    this.order.set(entry, kept);
    this.kept += sizeOf(entry);
    while (this.kept > this.capacity && this.order.size > 0) {
      const [oldest, holder] = this.order.entries().next().value as [Kept, Map<string, Kept>];
      this.forget(oldest, holder);
    }
  }

  private forget(entry: Kept, holder: Map<string, Kept>): void {
    if (!this.order.delete(entry)) return;
    this.kept -= sizeOf(entry);
    if (holder.get(entry.id) === entry) holder.delete(entry.id);
  }

  get size(): number {
    return this.order.size;
  }
}

interface Kept {
  id: string;
  /** The revision as the database gave it, and as text. */
  read: number | string;
  revision: string;
  product: ItemBytes<Product>;
}

/** What an entry costs besides its bytes: its objects, its id and two map entries (measured, roughly). */
export const ENTRY_OVERHEAD = 300;
const sizeOf = (entry: Kept): number => entry.product.bytes.length + ENTRY_OVERHEAD;
