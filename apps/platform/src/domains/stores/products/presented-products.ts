import type { Product } from '@bazaar/contracts';
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
 * Products as presented on the wire, kept by product revision. A catalogue answer that the answer
 * cache cannot serve (a query not seen since the last catalogue write) is mostly products that
 * have not changed: their wire shape is taken from here instead of parsing the document and
 * presenting it again (JSON.parse, prices formatted, stock and options derived: about half of
 * such an answer's CPU).
 *
 * Sound because a product's revision grows with every write of it (repo `updateProduct` refuses
 * any other), reads see only committed rows, and ids are never reused; the other inputs of
 * `presentProduct` (currency, storefront URL, what to include) are part of the key. Bounded by
 * count; when full, the oldest entry goes. The objects are shared between answers: they are only
 * serialised, never changed.
 */
export class PresentedProducts {
  /**
   * By presentation (currency, storefront URL, what is included), then by product id: one lookup
   * per product, no key built. Capacity counts products over all presentations.
   */
  private readonly byVariant = new Map<string, Map<string, Kept>>();
  /** Every kept entry in the order it was kept, to let the oldest go first. */
  private readonly order = new Map<Kept, Map<string, Kept>>();

  constructor(
    private readonly capacity: number,
    private readonly parse: (row: StoredProduct) => ProductRecord,
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
  ): Promise<Product[]> {
    const variant = `${options.currency} ${options.storefrontUrl} ${options.includeVariants ? 1 : 0}${
      options.includeMerchantSpecificData ? 1 : 0
    }`;
    let kept = this.byVariant.get(variant);
    if (!kept) {
      kept = new Map();
      this.byVariant.set(variant, kept);
    }
    // Revisions are numbers on SQLite and strings (BIGINT) on PostgreSQL: compared as text.
    const found = versions.map((version) => {
      const entry = kept.get(version.id);
      return entry && entry.revision === String(version.revision) ? entry.product : undefined;
    });
    const missing = versions.filter((_, index) => found[index] === undefined);
    if (missing.length === 0) return found as Product[];

    const loaded = new Map<string, Product>();
    for (const row of await load(missing.map((version) => version.id))) {
      const product = presentProduct(this.parse(row), options);
      loaded.set(row.id, product);
      this.keep(kept, { id: row.id, revision: String(row.revision), product });
    }
    return versions.flatMap((version, index) => {
      const product = found[index] ?? loaded.get(version.id);
      return product ? [product] : [];
    });
  }

  private keep(kept: Map<string, Kept>, entry: Kept): void {
    const previous = kept.get(entry.id);
    if (previous) this.order.delete(previous);
    kept.set(entry.id, entry);
    this.order.set(entry, kept);
    if (this.order.size <= this.capacity) return;
    const [oldest, holder] = this.order.entries().next().value as [Kept, Map<string, Kept>];
    this.order.delete(oldest);
    if (holder.get(oldest.id) === oldest) holder.delete(oldest.id);
  }

  get size(): number {
    return this.order.size;
  }
}

interface Kept {
  id: string;
  revision: string;
  product: Product;
}
