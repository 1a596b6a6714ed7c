import type { Product } from '@bazaar/contracts';
import { type PresentOptions, presentProduct } from './presenter.js';
import type { ProductRecord } from './product-record.js';

/** A product row as a catalogue query reads it: the document is parsed only when needed. */
export interface StoredProduct {
  id: string;
  revision: number | string;
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

  present(rows: readonly StoredProduct[], options: PresentOptions): Product[] {
    const variant = `${options.currency} ${options.storefrontUrl} ${options.includeVariants ? 1 : 0}${
      options.includeMerchantSpecificData ? 1 : 0
    }`;
    return rows.map((row) => {
      const key = `${row.id} ${row.revision} ${variant}`;
      let product = this.entries.get(key);
      if (!product) {
        product = presentProduct(this.parse(row), options);
        if (this.entries.size >= this.capacity)
          this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(key, product);
      }
      return product;
    });
  }

  get size(): number {
    return this.entries.size;
  }
}
