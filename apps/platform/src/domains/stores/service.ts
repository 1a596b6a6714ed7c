import type { Collection, CreateCollectionRequest, Product, ProductInput, Query } from '@bazaar/contracts';
import { lockRow } from '../../kernel/db/counters.js';
import type { Database, Queryable } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { ApplicationError, notFound, ValidationError } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import { toMajorNumber, toMinor } from '../../kernel/money.js';
import type { SitesService } from '../sites/service.js';
import * as collectionsRepo from './collections-repo.js';
import { discountedMinor, presentProduct } from './presenter.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';
import { generateVariants } from './variants.js';

const PRODUCT_FQDN = 'wix.stores.catalog.v1.product';
const COLLECTION_FQDN = 'wix.stores.catalog.v1.collection';

export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'product';

/** A product (or one variant of it) as a cart line sees it: what it costs now and whether it can be sold. */
export interface CatalogItem {
  productId: string;
  variantId: string;
  name: string;
  slug: string;
  productType: 'physical' | 'digital';
  priceMinor: number;
  fullPriceMinor: number;
  /** Option name → choice description of the variant. */
  choices: Record<string, string>;
  image?: { id: string; url: string; width: number; height: number; altText?: string };
  weight?: number;
  sku?: string;
  /** Undefined when stock is not tracked. */
  quantityAvailable?: number;
  inStock: boolean;
}

export type CatalogSelection = { options?: Record<string, string>; variantId?: string };

export interface ReadOptions {
  includeVariants?: boolean;
  includeMerchantSpecificData?: boolean;
}

export function createStoresService(db: Database, sites: SitesService, settings: { storefrontUrl: string }) {
  async function present(siteId: string, records: ProductRecord[], options: ReadOptions): Promise<Product[]> {
    const { currency } = (await sites.getSite(siteId)).settings;
    return records.map((record) =>
      presentProduct(record, {
        currency,
        storefrontUrl: settings.storefrontUrl,
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

  const priceMajor = (record: ProductRecord, currency: string) =>
    toMajorNumber(discountedMinor(record, record.priceMinor), currency);

  return {
    async createProduct(siteId: string, input: ProductInput): Promise<Product> {
      const { currency } = (await sites.getSite(siteId)).settings;
      const record = await db.transaction(async (tx) => {
        // One product created at a time per site, so numeric ids and slugs never collide.
        await lockRow(tx, 'sites', sql`id = ${siteId}`);
        const now = new Date().toISOString();
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
        await repo.insertProduct(tx, created, priceMajor(created, currency));
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
        updated.updatedDate = new Date().toISOString();
        if (!(await repo.updateProduct(tx, updated, priceMajor(updated, currency))))
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

    async queryProducts(
      siteId: string,
      query: Query | undefined,
      options: ReadOptions & { includeHidden: boolean },
    ) {
      const { records, pagingMetadata } = await repo.queryProducts(db, siteId, query, options.includeHidden);
      return {
        products: await present(siteId, records, options),
        metadata: {
          count: pagingMetadata.count,
          offset: pagingMetadata.offset ?? 0,
          total: pagingMetadata.total ?? pagingMetadata.count,
          ...(pagingMetadata.tooManyToCount ? { tooManyToCount: true } : {}),
        },
      };
    },

    /**
     * The variant a cart line means: by variant id, by its option choices, or the only variant of
     * a product without options. `undefined` when the product is gone or hidden, or the choices
     * match no variant; `ambiguous` when choices are missing for a product with options.
     */
    async resolveCatalogItem(
      siteId: string,
      productId: string,
      selection: CatalogSelection,
    ): Promise<CatalogItem | undefined> {
      const record = await repo.findProduct(db, siteId, productId);
      if (!record?.visible) return undefined;
      const variant = selection.variantId
        ? record.variants.find((candidate) => candidate.id === selection.variantId)
        : record.variants.find(
            (candidate) =>
              Object.keys(candidate.choices).length === Object.keys(selection.options ?? {}).length &&
              Object.entries(candidate.choices).every(
                ([option, choice]) => selection.options?.[option] === choice,
              ),
          );
      if (!variant) return undefined;
      const fullPriceMinor = variant.priceMinor ?? record.priceMinor;
      const tracked = record.manageVariants ? variant.stock.trackQuantity : record.stock.trackInventory;
      const quantity = record.manageVariants ? variant.stock.quantity : record.stock.quantity;
      const image = record.media[0]?.image;
      return {
        productId: record.id,
        variantId: variant.id,
        name: record.name,
        slug: record.slug,
        productType: record.productType,
        priceMinor: discountedMinor(record, fullPriceMinor),
        fullPriceMinor,
        choices: variant.choices,
        ...(image && record.media[0]
          ? {
              image: {
                id: record.media[0].id,
                url: image.url,
                width: image.width,
                height: image.height,
                ...(image.altText ? { altText: image.altText } : {}),
              },
            }
          : {}),
        ...((variant.weight ?? record.weight) !== undefined
          ? { weight: variant.weight ?? record.weight }
          : {}),
        ...((variant.sku ?? record.sku) ? { sku: variant.sku ?? record.sku } : {}),
        ...(tracked ? { quantityAvailable: quantity ?? 0 } : {}),
        inStock: tracked
          ? (quantity ?? 0) > 0
          : record.manageVariants
            ? variant.stock.inStock
            : record.stock.inStock,
      };
    },

    /** The choices still available given some chosen ones, and the variant when all options are chosen. */
    async productOptionsAvailability(
      siteId: string,
      id: string,
      chosen: Record<string, string>,
      includeHidden: boolean,
    ) {
      const product = await this.getProduct(siteId, id, { includeHidden, includeVariants: true });
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
      const product = await this.getProduct(siteId, id, { includeHidden, includeVariants: true });
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
          updatedDate: new Date().toISOString(),
        };
        await repo.updateProduct(tx, updated, priceMajor(updated, currency));
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'updated',
          entityId: id,
          entity: updated,
        });
      });
    },

    /**
     * Takes `lines` out of stock inside the caller's transaction (placing an order). Each product
     * row is locked (in id order, so two buyers never wait on each other in a cycle), tracked
     * quantities are checked and lowered; if any falls short nothing changes and the buyer gets
     * INSUFFICIENT_INVENTORY. Untracked stock is not counted. It reads nothing outside `tx` (the
     * caller passes the site currency), since on SQLite the transaction holds the only connection.
     */
    async reserveStock(
      tx: Queryable,
      siteId: string,
      currency: string,
      lines: { productId: string; variantId: string; quantity: number }[],
    ): Promise<void> {
      const byProduct = new Map<string, typeof lines>();
      for (const line of lines)
        byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
      for (const productId of [...byProduct.keys()].sort()) {
        await lockRow(tx, 'products', sql`id = ${productId} AND site_id = ${siteId}`);
        const product = await repo.findProduct(tx, siteId, productId);
        if (!product)
          throw new ApplicationError({
            status: 409,
            code: 'ITEM_NOT_AVAILABLE',
            description: 'A product in the cart no longer exists',
          });
        const updated: ProductRecord = {
          ...product,
          variants: product.variants.map((variant) => ({ ...variant, stock: { ...variant.stock } })),
          stock: { ...product.stock },
        };
        for (const line of byProduct.get(productId) ?? []) {
          const variant = updated.variants.find((candidate) => candidate.id === line.variantId);
          if (!variant)
            throw new ApplicationError({
              status: 409,
              code: 'ITEM_NOT_AVAILABLE',
              description: `${product.name} is no longer sold in this version`,
            });
          const stock = updated.manageVariants
            ? { tracked: variant.stock.trackQuantity, holder: variant.stock }
            : { tracked: updated.stock.trackInventory, holder: updated.stock };
          const available = stock.tracked
            ? (stock.holder.quantity ?? 0)
            : stock.holder.inStock
              ? Number.POSITIVE_INFINITY
              : 0;
          if (available < line.quantity) {
            throw new ApplicationError({
              status: 409,
              code: 'INSUFFICIENT_INVENTORY',
              description: `Only ${Number.isFinite(available) ? available : 0} of ${product.name} left in stock`,
              data: {
                catalogItemId: productId,
                quantityAvailable: Number.isFinite(available) ? available : 0,
              },
            });
          }
          if (stock.tracked) {
            stock.holder.quantity = (stock.holder.quantity ?? 0) - line.quantity;
            stock.holder.inStock = stock.holder.quantity > 0;
          }
        }
        updated.revision = product.revision + 1;
        updated.updatedDate = new Date().toISOString();
        await repo.updateProduct(tx, updated, priceMajor(updated, currency));
      }
    },

    /** The product's media gallery (the seed and the media API use it). */
    async setProductMedia(siteId: string, id: string, media: ProductRecord['media']): Promise<void> {
      // Read before the transaction: on SQLite a transaction holds the only connection.
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        const existing = await repo.findProduct(tx, siteId, id);
        if (!existing) throw notFound('Product', id);
        const updated = {
          ...existing,
          media,
          revision: existing.revision + 1,
          updatedDate: new Date().toISOString(),
        };
        if (!(await repo.updateProduct(tx, updated, priceMajor(updated, currency))))
          throw notFound('Product', id);
      });
    },

    async createCollection(
      siteId: string,
      input: CreateCollectionRequest['collection'],
    ): Promise<Collection> {
      const record: collectionsRepo.CollectionRecord = {
        id: newId(),
        siteId,
        name: input.name,
        slug: input.slug ?? slugify(input.name),
        ...(input.description ? { description: input.description } : {}),
        visible: input.visible ?? true,
        createdDate: new Date().toISOString(),
      };
      await db.transaction(async (tx) => {
        if (await collectionsRepo.findCollectionBySlug(tx, siteId, record.slug)) {
          throw new ApplicationError({
            status: 409,
            code: 'SLUG_ALREADY_EXISTS',
            description: `The slug "${record.slug}" is already used by another collection`,
          });
        }
        await collectionsRepo.insertCollection(tx, record);
        await recordEvent(tx, {
          siteId,
          entityFqdn: COLLECTION_FQDN,
          action: 'created',
          entityId: record.id,
          entity: record,
        });
      });
      return {
        id: record.id,
        name: record.name,
        slug: record.slug,
        ...(record.description ? { description: record.description } : {}),
        visible: record.visible,
        numberOfProducts: 0,
        media: { items: [] },
      };
    },

    async getCollectionBySlug(siteId: string, slug: string): Promise<Collection> {
      const record = await collectionsRepo.findCollectionBySlug(db, siteId, slug);
      if (!record) throw notFound('Collection', slug);
      const products = await repo.productsInCollection(db, siteId, record.id);
      const mainMedia = products.find((product) => product.media[0])?.media[0];
      return {
        id: record.id,
        name: record.name,
        slug: record.slug,
        ...(record.description ? { description: record.description } : {}),
        visible: record.visible,
        numberOfProducts: products.length,
        media: { ...(mainMedia ? { mainMedia } : {}), items: mainMedia ? [mainMedia] : [] },
      };
    },

    /** Adds or removes products of a collection; unknown product ids are refused, nothing changes. */
    async changeCollectionProducts(
      siteId: string,
      collectionId: string,
      productIds: string[],
      change: 'add' | 'remove',
    ): Promise<void> {
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        if (!(await collectionsRepo.findCollection(tx, siteId, collectionId)))
          throw notFound('Collection', collectionId);
        for (const productId of new Set(productIds)) {
          await lockRow(tx, 'products', sql`id = ${productId} AND site_id = ${siteId}`);
          const product = await repo.findProduct(tx, siteId, productId);
          if (!product) throw notFound('Product', productId);
          const ids = new Set(product.collectionIds);
          if (change === 'add') ids.add(collectionId);
          else ids.delete(collectionId);
          const updated = {
            ...product,
            collectionIds: [...ids],
            revision: product.revision + 1,
            updatedDate: new Date().toISOString(),
          };
          await repo.updateProduct(tx, updated, priceMajor(updated, currency));
        }
      });
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
