import type { Product, Query } from '@bazaar/contracts';
import { readRevisions } from '../../../kernel/db/revisions.js';
import { notFound } from '../../../kernel/errors.js';
import { siteSettingsScope } from '../../sites/service.js';
import { catalogueScope } from '../catalogue-revision.js';
import type { StoresDependencies } from '../dependencies.js';
import { KeptCatalogues } from './kept-catalogues.js';
import { PresentedProducts } from './presented-products.js';
import { presentProduct } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';
import { createProductWrites } from './writes.js';

/** Presented products kept for catalogue queries: some 40 pages of 50. */
const PRESENTED_PRODUCTS = 2_000;
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
  const presented = new PresentedProducts(PRESENTED_PRODUCTS, repo.fromRow);
  const keptCatalogues = new KeptCatalogues(async (siteId, previous) => {
    const rows = await repo.readKeptCatalogue(db, siteId, keptCatalogueProducts, previous?.rows);
    return rows && { rows, currency: (await sites.getSite(siteId)).settings.currency };
  }, KEPT_CATALOGUE_SITES);

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
    return presentProduct(record, {
      currency,
      storefrontUrl,
      includeVariants: options.includeVariants ?? false,
      includeMerchantSpecificData: options.includeMerchantSpecificData ?? false,
    });
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
      const presentOptions = {
        currency,
        storefrontUrl,
        includeVariants: options.includeVariants ?? false,
        includeMerchantSpecificData: options.includeMerchantSpecificData ?? false,
      };
      return {
        products: await presented.present(rows, presentOptions, (ids) =>
          repo.findStoredProducts(db, siteId, ids),
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
  return { ...reads, ...createProductWrites(deps) };
}
