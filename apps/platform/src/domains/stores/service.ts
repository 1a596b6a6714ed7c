import type { Product, ProductInput, Query } from '@bazaar/contracts';
import { lockRow } from '../../kernel/db/counters.js';
import type { Queryable } from '../../kernel/db/database.js';
import { readRevisions } from '../../kernel/db/revisions.js';
import { sql } from '../../kernel/db/sql.js';
import { ApplicationError, notFound, ValidationError } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import { siteSettingsScope } from '../sites/service.js';
import { createBulkUpdates } from './bulk.js';
import { catalogueScope } from './catalogue-revision.js';
import { createCollectionsService } from './collections-service.js';
import type { StoresDependencies } from './dependencies.js';
import { createInventoryService } from './inventory.js';
import { PresentedProducts } from './presented-products.js';
import { presentProduct, sortPrice } from './presenter.js';
import { createProductMedia } from './product-media.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';
import { slugify } from './slug.js';
import { createStoreVariantsService } from './store-variants-service.js';
import { createVariantUpdates } from './variant-updates.js';
import { generateVariants } from './variants.js';

const PRODUCT_FQDN = 'wix.stores.catalog.v1.product';
/** Presented products kept for catalogue queries: some 40 pages of 50. */
const PRESENTED_PRODUCTS = 2_000;

export interface ReadOptions {
  includeVariants?: boolean;
  includeMerchantSpecificData?: boolean;
}

export type { CatalogItem, CatalogSelection } from './inventory.js';
export { slugify } from './slug.js';

export function createStoresService(deps: StoresDependencies) {
  const { db, sites, storefrontUrl, clock } = deps;
  const presented = new PresentedProducts(PRESENTED_PRODUCTS, repo.fromRow);

  async function present(siteId: string, records: ProductRecord[], options: ReadOptions): Promise<Product[]> {
    const { currency } = (await sites.getSite(siteId)).settings;
    return records.map((record) =>
      presentProduct(record, {
        currency,
        storefrontUrl,
        includeVariants: options.includeVariants ?? false,
        includeMerchantSpecificData: options.includeMerchantSpecificData ?? false,
      }),
    );
  }

  /** A free slug: the one asked for (refused if taken), or one made from the name. */
  async function chooseSlug(
    tx: Queryable,
    siteId: string,
    input: { slug?: string; name: string },
    exceptId = '',
  ): Promise<string> {
    if (input.slug) {
      if (await repo.slugTaken(tx, siteId, input.slug, exceptId)) {
        throw new ApplicationError({
          status: 409,
          code: 'SLUG_ALREADY_EXISTS',
          description: `The slug "${input.slug}" is already used by another product`,
        });
      }
      return input.slug;
    }
    const base = slugify(input.name);
    for (let suffix = 1; ; suffix++) {
      const candidate = suffix === 1 ? base : `${base}-${suffix}`;
      if (!(await repo.slugTaken(tx, siteId, candidate, exceptId))) return candidate;
    }
  }

  /** Applies the fields of `input` that are present to `record` (create and update share it). */
  function applyInput(record: ProductRecord, input: Partial<ProductInput>, currency: string): ProductRecord {
    const next: ProductRecord = { ...record };
    if (input.name !== undefined) next.name = input.name;
    if (input.description !== undefined) next.description = input.description;
    if (input.productType !== undefined) next.productType = input.productType;
    if (input.visible !== undefined) next.visible = input.visible;
    if (input.sku !== undefined) next.sku = input.sku;
    if (input.weight !== undefined) next.weight = input.weight;
    if (input.ribbon !== undefined) next.ribbon = input.ribbon;
    if (input.brand !== undefined) next.brand = input.brand;
    if (input.priceData)
      next.priceMinor = toMinor(input.priceData.price, currency, 'product.priceData.price');
    if (input.costAndProfitData)
      next.costMinor = toMinor(
        input.costAndProfitData.itemCost,
        currency,
        'product.costAndProfitData.itemCost',
      );
    if (input.discount) {
      const { type, value } = input.discount;
      if (type === 'PERCENT') {
        const percent = String(value);
        if (!/^\d{1,3}(\.\d{1,4})?$/.test(percent) || Number(percent) > 100) {
          throw new ApplicationError({
            status: 400,
            code: 'INVALID_DISCOUNT',
            description: 'A percentage discount must be between 0 and 100',
          });
        }
        next.discount = { type, percent };
      } else if (type === 'AMOUNT')
        next.discount = { type, minor: toMinor(value, currency, 'product.discount.value') };
      else next.discount = { type: 'NONE' };
    }
    if (input.stock) {
      next.stock = {
        trackInventory: input.stock.trackInventory,
        ...(input.stock.trackInventory ? { quantity: input.stock.quantity ?? 0 } : {}),
        inStock: input.stock.trackInventory ? (input.stock.quantity ?? 0) > 0 : (input.stock.inStock ?? true),
      };
    }
    if (input.productOptions) {
      const names = input.productOptions.map((option) => option.name);
      if (new Set(names).size !== names.length) {
        throw new ApplicationError({
          status: 400,
          code: 'DUPLICATE_OPTION',
          description: 'Option names must be unique',
        });
      }
      next.options = input.productOptions.map((option) => ({
        optionType: option.optionType ?? 'drop_down',
        name: option.name,
        choices: option.choices.map((choice) => ({
          value: choice.value ?? choice.description,
          description: choice.description,
        })),
      }));
      next.variants = generateVariants(next.options, record.variants);
    }
    if (input.manageVariants !== undefined)
      next.manageVariants = input.manageVariants && next.options.length > 0;
    return next;
  }

  const products = {
    async createProduct(siteId: string, input: ProductInput): Promise<Product> {
      const { currency } = (await sites.getSite(siteId)).settings;
      const record = await db.transaction(async (tx) => {
        // One product created at a time per site, so numeric ids and slugs never collide.
        await lockRow(tx, 'sites', sql`id = ${siteId}`);
        const now = clock.now().toISOString();
        const empty: ProductRecord = {
          id: newId(),
          siteId,
          numericId: await repo.nextNumericId(tx, siteId),
          name: input.name,
          slug: '',
          description: '',
          productType: 'physical',
          visible: true,
          priceMinor: 0,
          discount: { type: 'NONE' },
          options: [],
          manageVariants: false,
          variants: generateVariants([]),
          stock: { trackInventory: false, inStock: true },
          media: [],
          collectionIds: [],
          createdDate: now,
          updatedDate: now,
          revision: 1,
        };
        const created = applyInput(empty, input, currency);
        created.slug = await chooseSlug(tx, siteId, input);
        await repo.insertProduct(tx, created, sortPrice(created, currency));
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'created',
          entityId: created.id,
          entity: created,
        });
        return created;
      });
      const [product] = await present(siteId, [record], {
        includeVariants: true,
        includeMerchantSpecificData: true,
      });
      return product as Product;
    },

    async updateProduct(siteId: string, id: string, input: Partial<ProductInput>): Promise<Product> {
      const { currency } = (await sites.getSite(siteId)).settings;
      const record = await db.transaction(async (tx) => {
        const current = await lockRow<{ doc: string }>(
          tx,
          'products',
          sql`id = ${id} AND site_id = ${siteId}`,
        );
        const existing = current && (await repo.findProduct(tx, siteId, id));
        if (!existing) throw notFound('Product', id);
        const updated = applyInput(existing, input, currency);
        if (input.slug !== undefined || input.name !== undefined) {
          updated.slug = input.slug
            ? await chooseSlug(tx, siteId, { slug: input.slug, name: updated.name }, id)
            : existing.slug;
        }
        updated.revision = existing.revision + 1;
        updated.updatedDate = clock.now().toISOString();
        if (!(await repo.updateProduct(tx, updated, sortPrice(updated, currency))))
          throw notFound('Product', id);
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'updated',
          entityId: id,
          entity: updated,
        });
        return updated;
      });
      const [product] = await present(siteId, [record], {
        includeVariants: true,
        includeMerchantSpecificData: true,
      });
      return product as Product;
    },

    async deleteProduct(siteId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await repo.findProduct(tx, siteId, id);
        if (!existing || !(await repo.deleteProduct(tx, siteId, id))) throw notFound('Product', id);
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'deleted',
          entityId: id,
          entity: existing,
        });
      });
    },

    /** Visitors see visible products only; the owner may ask for hidden ones too. */
    async getProduct(
      siteId: string,
      id: string,
      options: ReadOptions & { includeHidden: boolean },
    ): Promise<Product> {
      const record = await repo.findProduct(db, siteId, id);
      if (!record || (!record.visible && !options.includeHidden)) throw notFound('Product', id);
      const [product] = await present(siteId, [record], { includeVariants: true, ...options });
      return product as Product;
    },

    /**
     * What a catalogue answer depends on besides the caller and the query: the catalogue's
     * revision and that of the site's settings (which hold the currency prices are formatted in),
     * read in one query. Both only grow, so an answer kept under this version, read before the
     * data, is never older than what it names.
     */
    async catalogueVersion(siteId: string): Promise<string> {
      const revisions = await readRevisions(db, [catalogueScope(siteId), siteSettingsScope(siteId)]);
      return revisions.join('.');
    },

    async queryProducts(
      siteId: string,
      query: Query | undefined,
      options: ReadOptions & { includeHidden: boolean },
    ) {
      const { rows, pagingMetadata } = await repo.queryProductVersions(
        db,
        siteId,
        query,
        options.includeHidden,
      );
      const { currency } = (await sites.getSite(siteId)).settings;
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

    /** The choices still available given some chosen ones, and the variant when all options are chosen. */
    async productOptionsAvailability(
      siteId: string,
      id: string,
      chosen: Record<string, string>,
      includeHidden: boolean,
    ) {
      const product = await products.getProduct(siteId, id, { includeHidden, includeVariants: true });
      const variants = product.variants ?? [];
      const matchesAll = (choices: Record<string, string>, wanted: Record<string, string>) =>
        Object.entries(wanted).every(([option, choice]) => choices[option] === choice);
      for (const option of Object.keys(chosen)) {
        if (!product.productOptions.some((candidate) => candidate.name === option)) {
          throw ValidationError.field(`options.${option}`, 'is not an option of this product', 'VALIDATION');
        }
      }
      const productOptions = product.productOptions.map((option) => {
        // The other options' chosen choices constrain this one; its own chosen choice does not.
        const { [option.name]: _own, ...others } = chosen;
        return {
          ...option,
          choices: option.choices.map((choice) => ({
            ...choice,
            inStock: variants.some(
              (variant) =>
                variant.choices[option.name] === choice.description &&
                matchesAll(variant.choices, others) &&
                variant.stock.inStock,
            ),
          })),
        };
      });
      const complete = product.productOptions.every((option) => chosen[option.name] !== undefined);
      const selected = complete ? variants.find((variant) => matchesAll(variant.choices, chosen)) : undefined;
      return {
        productOptions,
        availableForPurchase: selected ? selected.stock.inStock && selected.variant.visible : false,
        ...(selected
          ? {
              selectedVariant: {
                id: selected.id,
                choices: selected.choices,
                price: selected.variant.priceData,
                convertedPriceData: selected.variant.convertedPriceData,
                ...(selected.variant.weight !== undefined ? { weight: selected.variant.weight } : {}),
                ...(selected.variant.sku ? { sku: selected.variant.sku } : {}),
                inStock: selected.stock.inStock,
                visible: selected.variant.visible,
              },
            }
          : {}),
      };
    },

    /** A product's variants, optionally only those with some choices or ids. */
    async queryProductVariants(
      siteId: string,
      id: string,
      request: {
        choices?: Record<string, string>;
        variantIds?: string[];
        paging?: { limit?: number; offset?: number };
      },
      includeHidden: boolean,
    ) {
      const product = await products.getProduct(siteId, id, { includeHidden, includeVariants: true });
      const selected = (product.variants ?? []).filter(
        (variant) =>
          Object.entries(request.choices ?? {}).every(
            ([option, choice]) => variant.choices[option] === choice,
          ) &&
          (!request.variantIds || request.variantIds.includes(variant.id)),
      );
      const offset = request.paging?.offset ?? 0;
      const page = selected.slice(offset, offset + (request.paging?.limit ?? 100));
      return { variants: page, metadata: { items: page.length, offset }, totalResults: selected.length };
    },

    /** Clears the brand or the ribbon of a product. */
    async removeProductLabel(siteId: string, id: string, label: 'brand' | 'ribbon'): Promise<void> {
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        await lockRow(tx, 'products', sql`id = ${id} AND site_id = ${siteId}`);
        const existing = await repo.findProduct(tx, siteId, id);
        if (!existing) throw notFound('Product', id);
        const { [label]: _removed, ...rest } = existing;
        const updated: ProductRecord = {
          ...rest,
          revision: existing.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        await repo.updateProduct(tx, updated, sortPrice(updated, currency));
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'updated',
          entityId: id,
          entity: updated,
        });
      });
    },
  };
  return {
    ...products,
    ...createCollectionsService(deps),
    ...createInventoryService(deps),
    ...createVariantUpdates(deps),
    ...createBulkUpdates(deps),
    ...createStoreVariantsService(deps),
    ...createProductMedia(deps),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
