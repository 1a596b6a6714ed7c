import type { ListOrdersQuery, ListOrdersResponse } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { listOf } from '../../../kernel/http/query-lists.js';
import { holderKeyOf } from '../reservations/holder.js';
import { presentOrder } from './presenter.js';
import * as repo from './repo.js';

/**
 * `listOrders`: the owner's orders, or the caller's own; filters, tags and a search, a page of
 * them with their tickets (one query for the page's tickets), and counts per facet asked for.
 */
export async function listOrders(
  db: Queryable,
  identity: AuthenticatedIdentity,
  query: ListOrdersQuery,
): Promise<ListOrdersResponse> {
  const filter: repo.OrderFilter = {
    status: listOf(query.status),
    eventId: listOf(query.eventId),
    orderNumber: listOf(query.orderNumber),
    memberId: listOf(query.memberId),
    tag: listOf(query.tag),
    ...(query.searchPhrase ? { searchPhrase: query.searchPhrase } : {}),
    // A member lists their own orders; the owner, every order.
    ...(identity.kind === 'owner' ? {} : { holderKey: holderKeyOf(identity) }),
  };
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  // Contacts are not kept apart from the buyer's details: no order carries a contact id.
  // Every event is the site owner's, so `eventCreatorId` narrows nothing.
  if (listOf(query.contactId)?.length) return { total: 0, offset, limit, orders: [] };
  const [sortBy = 'created', direction = 'desc'] = (query.sort ?? 'created:desc').split(':');
  const { orders, total } = await repo.listOrders(db, identity.siteId, filter, {
    offset,
    limit,
    sort: sortBy === 'orderNumber' ? 'orderNumber' : 'created',
    descending: direction.toLowerCase() === 'desc',
  });
  const tickets = await repo.ticketsOf(
    db,
    identity.siteId,
    orders.map((order) => order.orderNumber),
  );
  const facets = listOf(query.facet) ?? [];
  const fieldsets = listOf(query.fieldset);
  return {
    total,
    offset,
    limit,
    orders: orders.map((order) =>
      presentOrder(
        order,
        tickets.filter((ticket) => ticket.orderNumber === order.orderNumber),
        fieldsets,
      ),
    ),
    ...(facets.length > 0
      ? {
          facets: Object.fromEntries(
            await Promise.all(
              [...new Set(facets)].map(async (facet) => [
                facet,
                { counts: await repo.facetCounts(db, identity.siteId, filter, facet) },
              ]),
            ),
          ),
        }
      : {}),
  };
}
