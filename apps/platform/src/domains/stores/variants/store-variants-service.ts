import type { Query } from '@bazaar/contracts';
import { notFound } from '../../../kernel/errors.js';
import type { StoresDependencies } from '../dependencies.js';
import * as repo from './store-variants-repo.js';

/** Store-wide variant reads: every variant of every product, filtered and paged in SQL. */
export function createStoreVariantsService({ db }: Pick<StoresDependencies, 'db'>) {
  return {
    async queryStoreVariants(siteId: string, query: Query | undefined, includeHidden: boolean) {
      const { variants, pagingMetadata } = await repo.queryStoreVariants(db, siteId, query, includeHidden);
      return { variants, metadata: pagingMetadata };
    },

    async getStoreVariant(siteId: string, id: string, includeHidden: boolean) {
      const variant = await repo.findStoreVariant(db, siteId, id, includeHidden);
      if (!variant) throw notFound('Variant', id);
      return { variant };
    },
  };
}
