import {
  type ArrangedProducts,
  type Collection,
  type CreateCollectionRequest,
  MAX_PAGE_SIZE,
  type Query,
  type UpdateCollectionRequest,
} from '@bazaar/contracts';
import { lockName } from '../../../kernel/db/counters.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { slugify } from '../../../kernel/slug.js';
import type { StoresDependencies } from '../dependencies.js';
import { COLLECTION_FQDN } from '../events.js';
import * as members from '../products/collection-members-repo.js';
import { sortPrice } from '../products/presenter.js';
import * as repo from '../products/repo.js';
import * as collectionsRepo from './repo.js';

const slugTaken = (slug: string): ApplicationError =>
  new ApplicationError({
    status: 409,
    code: 'SLUG_ALREADY_EXISTS',
    description: `The slug "${slug}" is already used by another collection`,
  });

/**
 * The slug a collection gets: the one asked for (refused when taken), or one made from its name
 * with the first free numeric suffix. The name is held (`lockName`) while it is checked, so
 * concurrent creators line up instead of both inserting.
 */
async function freeSlug(
  tx: Queryable,
  siteId: string,
  asked: string | undefined,
  name: string,
): Promise<string> {
  const base = asked ?? slugify(name);
  await lockName(tx, `collection-slug:${siteId}:${base}`);
  if (asked) {
    if (await collectionsRepo.findCollectionBySlug(tx, siteId, asked)) throw slugTaken(asked);
    return asked;
  }
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await collectionsRepo.findCollectionBySlug(tx, siteId, candidate))) return candidate;
  }
}

export function createCollectionsService({
  db,
  sites,
  clock,
}: Pick<StoresDependencies, 'db' | 'sites' | 'clock'>) {
  const present = (record: collectionsRepo.CollectionRecord, numberOfProducts: number): Collection => ({
    id: record.id,
    name: record.name,
    slug: record.slug,
    ...(record.description ? { description: record.description } : {}),
    visible: record.visible,
    numberOfProducts,
    media: { items: [] },
  });

  /** A collection as reads show it: how many products it holds, the first one's picture as its own. */
  async function presentWithProducts(siteId: string, record: collectionsRepo.CollectionRecord) {
    const [count, firstPage] = await Promise.all([
      members.countProductsInCollection(db, siteId, record.id),
      members.firstProductsInCollection(db, siteId, record.id, MAX_PAGE_SIZE),
    ]);
    const mainMedia = firstPage.find((product) => product.media[0])?.media[0];
    return {
      ...present(record, count),
      media: { ...(mainMedia ? { mainMedia } : {}), items: mainMedia ? [mainMedia] : [] },
    };
  }

  return {
    async updateCollection(
      siteId: string,
      id: string,
      patch: UpdateCollectionRequest['collection'],
    ): Promise<Collection> {
      return db.transaction(async (tx) => {
        await collectionsRepo.lockCollection(tx, siteId, id);
        const existing = await collectionsRepo.findCollection(tx, siteId, id);
        if (!existing) throw notFound('Collection', id);
        if (patch.slug && patch.slug !== existing.slug) await freeSlug(tx, siteId, patch.slug, existing.name);
        const next = { ...existing, ...patch };
        await collectionsRepo.updateCollection(tx, next);
        const collection = present(next, await members.countProductsInCollection(tx, siteId, id));
        await recordEvent(tx, {
          siteId,
          entityFqdn: COLLECTION_FQDN,
          action: 'updated',
          entityId: id,
          entity: collection,
          eventTime: clock.now().toISOString(),
        });
        return collection;
      });
    },

    /** Deletes a collection; its products stay, without it. */
    async deleteCollection(siteId: string, id: string): Promise<void> {
      const { currency } = (await sites.getSite(siteId)).settings;
      await db.transaction(async (tx) => {
        const existing = await collectionsRepo.findCollection(tx, siteId, id);
        if (!existing) throw notFound('Collection', id);
        // Read in the transaction: a product added to the collection meanwhile is not missed.
        const memberIds = await members.productIdsInCollection(tx, siteId, id);
        for (const memberId of memberIds) {
          await repo.lockProduct(tx, siteId, memberId);
          const product = await repo.findProduct(tx, siteId, memberId);
          if (!product) continue;
          const next = {
            ...product,
            collectionIds: product.collectionIds.filter((collectionId) => collectionId !== id),
            revision: product.revision + 1,
          };
          await repo.updateProduct(tx, next, sortPrice(next, currency));
        }
        await collectionsRepo.deleteCollection(tx, siteId, id);
        await recordEvent(tx, {
          siteId,
          entityFqdn: COLLECTION_FQDN,
          action: 'deleted',
          entityId: id,
          entity: present(existing, memberIds.length),
          eventTime: clock.now().toISOString(),
        });
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
        createdDate: clock.now().toISOString(),
      };
      await db.transaction(async (tx) => {
        record.slug = await freeSlug(tx, siteId, input.slug, input.name);
        await collectionsRepo.insertCollection(tx, record);
        await recordEvent(tx, {
          siteId,
          entityFqdn: COLLECTION_FQDN,
          action: 'created',
          entityId: record.id,
          entity: present(record, 0),
          eventTime: clock.now().toISOString(),
        });
      });
      return present(record, 0);
    },

    /** A collection by slug; a hidden one only for the owner. */
    async getCollectionBySlug(siteId: string, slug: string, includeHidden: boolean): Promise<Collection> {
      const record = await collectionsRepo.findCollectionBySlug(db, siteId, slug);
      if (!record || (!record.visible && !includeHidden)) throw notFound('Collection', slug);
      return presentWithProducts(siteId, record);
    },

    /** A collection by id; a hidden one only for the owner. */
    async getCollection(siteId: string, id: string, includeHidden: boolean): Promise<Collection> {
      const record = await collectionsRepo.findCollection(db, siteId, id);
      if (!record || (!record.visible && !includeHidden)) throw notFound('Collection', id);
      return presentWithProducts(siteId, record);
    },

    /** A page of collections (filter, sort, offset paging); visitors find visible ones only. */
    async queryCollections(siteId: string, query: Query | undefined, includeHidden: boolean) {
      const visibleOnly = { visible: true };
      const narrowed = includeHidden
        ? query
        : { ...query, filter: query?.filter ? { $and: [query.filter, visibleOnly] } : visibleOnly };
      const { records, pagingMetadata } = await collectionsRepo.queryCollections(db, siteId, narrowed);
      return {
        collections: await Promise.all(records.map((record) => presentWithProducts(siteId, record))),
        metadata: {
          count: pagingMetadata.count,
          offset: pagingMetadata.offset ?? 0,
          total: pagingMetadata.total ?? pagingMetadata.count,
          ...(pagingMetadata.tooManyToCount ? { tooManyToCount: true } : {}),
        },
      };
    },

    /**
     * The products shown first in a collection, in order. Each must be in the collection; the
     * collection is locked while they are checked, so a concurrent removal cannot slip between.
     */
    async setArrangedProducts(siteId: string, id: string, productIds: string[]): Promise<ArrangedProducts> {
      return db.transaction(async (tx) => {
        await collectionsRepo.lockCollection(tx, siteId, id);
        const existing = await collectionsRepo.findCollection(tx, siteId, id);
        if (!existing) throw notFound('Collection', id);
        const inside = new Set(await members.membersAmong(tx, siteId, id, productIds));
        const outside = productIds.findIndex((productId) => !inside.has(productId));
        if (outside !== -1) {
          throw ValidationError.field(
            `productIds[${outside}]`,
            `${productIds[outside]} is not a product of this collection; add it first`,
            'OTHER',
          );
        }
        const { arrangedProductIds: _previous, ...rest } = existing;
        const next = productIds.length > 0 ? { ...rest, arrangedProductIds: productIds } : rest;
        await collectionsRepo.updateCollection(tx, next);
        await recordEvent(tx, {
          siteId,
          entityFqdn: COLLECTION_FQDN,
          action: 'updated',
          entityId: id,
          entity: present(next, await members.countProductsInCollection(tx, siteId, id)),
          eventTime: clock.now().toISOString(),
        });
        return { productIds };
      });
    },

    /** The arranged products still in the collection (visitors: of a visible collection). */
    async getArrangedProducts(siteId: string, id: string, includeHidden: boolean): Promise<ArrangedProducts> {
      const record = await collectionsRepo.findCollection(db, siteId, id);
      if (!record || (!record.visible && !includeHidden)) throw notFound('Collection', id);
      const arranged = record.arrangedProductIds ?? [];
      const inside = new Set(await members.membersAmong(db, siteId, id, arranged));
      return { productIds: arranged.filter((productId) => inside.has(productId)) };
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
          await repo.lockProduct(tx, siteId, productId);
          const product = await repo.findProduct(tx, siteId, productId);
          if (!product) throw notFound('Product', productId);
          const ids = new Set(product.collectionIds);
          if (change === 'add') ids.add(collectionId);
          else ids.delete(collectionId);
          const updated = {
            ...product,
            collectionIds: [...ids],
            revision: product.revision + 1,
            updatedDate: clock.now().toISOString(),
          };
          await repo.updateProduct(tx, updated, sortPrice(updated, currency));
        }
      });
    },
  };
}
