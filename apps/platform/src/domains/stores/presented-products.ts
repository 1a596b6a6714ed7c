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
  private readonly entries = new Map<string, Product>();

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
    const keyOf = (version: ProductVersion) => `${version.id} ${version.revision} ${variant}`;
    const missing = versions.filter((version) => !this.entries.has(keyOf(version)));
    const loaded = new Map<string, Product>();
    if (missing.length > 0) {
      for (const row of await load(missing.map((version) => version.id))) {
        const product = presentProduct(this.parse(row), options);
        loaded.set(row.id, product);
        if (this.entries.size >= this.capacity)
          this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(keyOf(row), product);
      }
    }
    return versions.flatMap((version) => {
      const product = this.entries.get(keyOf(version)) ?? loaded.get(version.id);
      return product ? [product] : [];
    });
  }

  get size(): number {
    return this.entries.size;
  }
}
