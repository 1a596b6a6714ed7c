import { type Product, ProductSchema, type Query } from '@bazaar/contracts';
import { readRevisions } from '../../../kernel/db/revisions.js';
import { notFound } from '../../../kernel/errors.js';
import { itemSerializer } from '../../../kernel/http/shared-items.js';
import { siteSettingsScope } from '../../sites/service.js';
import { productsChangedSince } from '../catalogue-changes-repo.js';
import { catalogueScope } from '../catalogue-revision.js';
import type { StoresDependencies } from '../dependencies.js';
import { KeptCatalogues } from './kept-catalogues.js';
import { PresentationWarmer } from './presentation-warmer.js';
import { PresentedProducts } from './presented-products.js';
import { type PresentOptions, presentProduct } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';
import { createProductWrites } from './writes.js';

/**
 * Bytes of presented products kept for catalogue queries: a product of a plain catalogue takes
 * about 1.3 KB with its bookkeeping, so some 100,000 products (bench/RESULTS.md, issue 42).
 */
const PRESENTED_PRODUCT_BYTES = 128 * 1024 * 1024;
/** Sites whose catalogues are kept at once. */
const KEPT_CATALOGUE_SITES = 64;

/** What the other subjects read of products: one product by id. */
export interface ProductReads {
  /** Visitors see visible products only; the owner may ask for hidden ones too. */
  getProduct(siteId: string, id: string, options: ReadOptions & { includeHidden: boolean }): Promise<Product>;
}

export interface ReadOptions {
  includeVariants?: boolean;
  includeMerchantSpecificData?: boolean;
}

/** Product reads: one product, catalogue queries, and the version catalogue answers are kept under. */
export function createProductsService(deps: StoresDependencies) {
  const { db, sites, storefrontUrl, keptCatalogueProducts } = deps;
  const presented = new PresentedProducts(
    PRESENTED_PRODUCT_BYTES,
    repo.fromRow,
    itemSerializer<Product>(ProductSchema),
  );
  const presentOptionsOf = (currency: string, options: ReadOptions): PresentOptions => ({
    currency,
    storefrontUrl,
    includeVariants: options.includeVariants ?? false,
    includeMerchantSpecificData: options.includeMerchantSpecificData ?? false,
  });
  /** Loads the stored rows of products of the site that presented products lack. */
  const storedProductsOf = (siteId: string) => (ids: string[]) => repo.findStoredProducts(db, siteId, ids);
  const warmer = new PresentationWarmer(presented);
  const keptCatalogues = new KeptCatalogues(
    async (siteId, previous) => {
      const { currency } = (await sites.getSite(siteId)).settings;
      // Kept before: only the products written since its revision are read again.
      const changed =
        previous &&
        (await productsChangedSince(db, siteId, previous.revisions[0] ?? 0, keptCatalogueProducts));
      if (previous && changed) {
        await repo.refreshKeptProducts(db, siteId, previous.catalogue.rows, changed);
        return previous.catalogue.rows.size > keptCatalogueProducts
          ? undefined
          : { rows: previous.catalogue.rows, currency };
      }
      const rows = await repo.readKeptCatalogue(db, siteId, keptCatalogueProducts);
      if (rows) {
        // Read whole: its products are presented in the background, before visitors ask.
        warmer.add(siteId, {
          rows,
          // What a visitor asking for nothing more is shown.
          options: presentOptionsOf(currency, {}),
          load: storedProductsOf(siteId),
          stillKept: () => {
            const latest = keptCatalogues.latest(siteId);
            return latest?.rows === rows && latest.currency === currency;
          },
        });
      }
      return rows && { rows, currency };
    },
    keptCatalogueProducts,
    KEPT_CATALOGUE_SITES,
  );

  /**
   * What a catalogue answer depends on besides the caller and the query: the catalogue's
   * revision and that of the site's settings (which hold the currency prices are formatted in),
   * read in one query. Both only grow, so an answer kept under them, read before the data, is
   * never older than what they name.
   */
  const catalogueRevisions = (siteId: string) =>
    readRevisions(db, [catalogueScope(siteId), siteSettingsScope(siteId)]);

  async function present(siteId: string, record: ProductRecord, options: ReadOptions): Promise<Product> {
    const { currency } = (await sites.getSite(siteId)).settings;
    return presentProduct(record, presentOptionsOf(currency, options));
  }

  const reads = {
    /** Visitors see visible products only; the owner may ask for hidden ones too. */
    async getProduct(
      siteId: string,
      id: string,
      options: ReadOptions & { includeHidden: boolean },
    ): Promise<Product> {
      const record = await repo.findProduct(db, siteId, id);
      if (!record || (!record.visible && !options.includeHidden)) throw notFound('Product', id);
      return present(siteId, record, { includeVariants: true, ...options });
    },

    catalogueRevisions,

    async queryProducts(
      siteId: string,
      query: Query | undefined,
      options: ReadOptions & {
        includeHidden: boolean;
        /** `catalogueRevisions` already read for this call (its cache key): not read again. */
        revisions?: readonly number[];
      },
    ) {
      const revisions = options.revisions ?? (await catalogueRevisions(siteId));
      const kept = keptCatalogueProducts > 0 ? await keptCatalogues.at(siteId, revisions) : undefined;
      const { rows, pagingMetadata } =
        (kept && repo.queryKeptProductVersions(kept.rows, query, options.includeHidden)) ??
        (await repo.queryProductVersions(db, siteId, query, options.includeHidden));
      const currency = kept?.currency ?? (await sites.getSite(siteId)).settings.currency;
      return {
        products: await presented.present(
          rows,
          presentOptionsOf(currency, options),
          storedProductsOf(siteId),
        ),
        metadata: {
          count: pagingMetadata.count,
          offset: pagingMetadata.offset ?? 0,
          total: pagingMetadata.total ?? pagingMetadata.count,
          ...(pagingMetadata.tooManyToCount ? { tooManyToCount: true } : {}),
        },
      };
    },
  };
  return {
    ...reads,
    ...createProductWrites(deps),
    /** Presents what kept catalogues read whole have not yet shown, for a while (`PresentationWarmer`). */
    warmPresentations: (forMs: number) => warmer.run(forMs),
  };
}
