import type { Product, ProductInput } from '@bazaar/contracts';
import { notFound } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import type { StoresDependencies } from '../dependencies.js';
import { PRODUCT_FQDN } from '../events.js';
import { generateVariants } from '../variants/variants.js';
import { presentProduct, sortPrice } from './presenter.js';
import { applyInput, chooseSlug } from './product-input.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';

/** The owner's writes of whole products: create, update, delete, and clearing a label. */
export function createProductWrites({
  db,
  sites,
  storefrontUrl,
  clock,
}: Pick<StoresDependencies, 'db' | 'sites' | 'storefrontUrl' | 'clock'>) {
  /** A product as its events carry it and the owner's API answers with it. */
  const asOwnerSees = (record: ProductRecord, currency: string): Product =>
    presentProduct(record, {
      currency,
      storefrontUrl,
      includeVariants: true,
      includeMerchantSpecificData: true,
    });

  return {
    async createProduct(siteId: string, input: ProductInput): Promise<Product> {
      const { currency } = (await sites.getSite(siteId)).settings;
      return db.transaction(async (tx) => {
        // One product created at a time per site, so numeric ids and slugs never collide.
        await repo.lockProductCreation(tx, siteId);
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
        const product = asOwnerSees(created, currency);
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'created',
          entityId: created.id,
          entity: product,
          eventTime: now,
        });
        return product;
      });
    },

    async updateProduct(siteId: string, id: string, input: Partial<ProductInput>): Promise<Product> {
      const { currency } = (await sites.getSite(siteId)).settings;
      return db.transaction(async (tx) => {
        const existing = (await repo.lockProduct(tx, siteId, id)) && (await repo.findProduct(tx, siteId, id));
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
        const product = asOwnerSees(updated, currency);
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'updated',
          entityId: id,
          entity: product,
          eventTime: updated.updatedDate,
        });
        return product;
      });
    },

    async deleteProduct(siteId: string, id: string): Promise<void> {
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        const existing = await repo.findProduct(tx, siteId, id);
        if (!existing || !(await repo.deleteProduct(tx, siteId, id))) throw notFound('Product', id);
        await recordEvent(tx, {
          siteId,
          entityFqdn: PRODUCT_FQDN,
          action: 'deleted',
          entityId: id,
          entity: asOwnerSees(existing, currency),
          eventTime: clock.now().toISOString(),
        });
      });
    },

    /** Clears the brand or the ribbon of a product. */
    async removeProductLabel(siteId: string, id: string, label: 'brand' | 'ribbon'): Promise<void> {
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        await repo.lockProduct(tx, siteId, id);
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
          entity: asOwnerSees(updated, currency),
          eventTime: updated.updatedDate,
        });
      });
    },
  };
}
