import type { Collection, CreateCollectionRequest } from '@bazaar/contracts';
import { lockRow } from '../../kernel/db/counters.js';
import type { Database } from '../../kernel/db/database.js';
import { sql } from '../../kernel/db/sql.js';
import { ApplicationError, notFound } from '../../kernel/errors.js';
import { recordEvent } from '../../kernel/events.js';
import { newId } from '../../kernel/ids.js';
import type { SitesService } from '../sites/service.js';
import * as collectionsRepo from './collections-repo.js';
import { sortPrice } from './presenter.js';
import * as repo from './repo.js';
import { slugify } from './slug.js';

const COLLECTION_FQDN = 'wix.stores.catalog.v1.collection';

export function createCollectionsService(db: Database, sites: SitesService) {
  return {
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
          await repo.updateProduct(tx, updated, sortPrice(updated, currency));
        }
      });
    },
  };
}
