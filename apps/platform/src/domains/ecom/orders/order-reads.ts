import { DEFAULT_PAGE_SIZE, type Order, type Query, type SearchOrdersResponse } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Database } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import { ownerOf } from '../../../kernel/owner.js';
import * as checkouts from '../checkout-repo.js';

/** Reading orders: the owner reads the site's, a buyer (visitor or member) their own. */
export function createOrderReads({ db }: { db: Database }) {
  return {
    /** The owner's search of the site's orders, or a buyer's of their own; cursor paged. */
    async searchOrders(identity: AuthenticatedIdentity, search: Query = {}): Promise<SearchOrdersResponse> {
      // Wix's search pages by cursor: a first page asked with `paging` gets one too.
      const { paging, cursorPaging, ...rest } = search;
      const query: Query = {
        ...rest,
        cursorPaging: cursorPaging ?? { limit: paging?.limit ?? DEFAULT_PAGE_SIZE },
      };
      const owner = identity.kind === 'owner' ? undefined : ownerOf(identity).key;
      const { orders, pagingMetadata } = await checkouts.searchOrders(db, identity.siteId, owner, query);
      return {
        orders,
        metadata: {
          count: pagingMetadata.count,
          cursors: pagingMetadata.cursors,
          hasNext: Boolean(pagingMetadata.cursors.next),
        },
      };
    },

    /** An order, for the buyer who placed it or the site owner; 404 for anyone else. */
    async getOrder(identity: AuthenticatedIdentity, id: string): Promise<Order> {
      const found = await checkouts.findOrder(db, identity.siteId, id);
      if (!found || (identity.kind !== 'owner' && found.ownerKey !== ownerOf(identity).key))
        throw notFound('Order', id);
      return found.order;
    },
  };
}

export type OrderReads = ReturnType<typeof createOrderReads>;
