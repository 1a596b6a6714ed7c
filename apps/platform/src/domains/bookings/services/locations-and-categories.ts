import { createHash } from 'node:crypto';
import type {
  QueryCategoriesRequest,
  QueryCategoriesResponse,
  QueryLocationsRequest,
  QueryLocationsResponse,
} from '@bazaar/contracts';
import type { ServicesContext } from './context.js';
import * as repo from './repo.js';

/** Most services one answer looks through (a site's services number in the hundreds). */
const MAX_SCANNED_SERVICES = 10_000;

/**
 * The id of the site's business location. A site is one business at one place here (there is no
 * locations API), so the id is derived from the site: stable, and the same in every answer.
 */
function businessLocationIdOf(siteId: string): string {
  const hex = createHash('sha256').update(`business-location:${siteId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where and under which categories the site's services are offered, as visitors' filters ask. */
export function createInUseCalls(ctx: ServicesContext) {
  const { db, sites } = ctx;

  return {
    /**
     * The business locations (here the site's one place, unless `businessLocationIds` leaves it
     * out), and for each kind of location whether a matching service is offered there.
     */
    async queryLocations(
      siteId: string,
      request: QueryLocationsRequest,
      owner: boolean,
    ): Promise<QueryLocationsResponse> {
      const filter = request.filter ?? {};
      const [site, records] = await Promise.all([
        sites.getSite(siteId),
        repo.matchingServices(db, repo.visibleTo(siteId, owner), filter.services, MAX_SCANNED_SERVICES),
      ]);
      const offeredAt = (type: 'BUSINESS' | 'CUSTOM' | 'CUSTOMER') =>
        records.some((record) => record.locations.some((location) => location.type === type));
      const businessId = businessLocationIdOf(siteId);
      const listed = !filter.businessLocationIds || filter.businessLocationIds.includes(businessId);
      return {
        businessLocations: {
          exists: listed && offeredAt('BUSINESS'),
          locations: listed
            ? [{ type: 'BUSINESS', business: { id: businessId, name: site.displayName, default: true } }]
            : [],
        },
        customLocations: { exists: offeredAt('CUSTOM') },
        customerLocations: { exists: offeredAt('CUSTOMER') },
      };
    },

    /** The categories the matching services are listed under, each once, by name. */
    async queryCategories(
      siteId: string,
      request: QueryCategoriesRequest,
      owner: boolean,
    ): Promise<QueryCategoriesResponse> {
      const filter = request.filter ?? {};
      const records = await repo.matchingServices(
        db,
        repo.visibleTo(siteId, owner),
        filter.services,
        MAX_SCANNED_SERVICES,
      );
      const wanted = filter.categoryIds && new Set(filter.categoryIds);
      const categories = new Map<string, { id: string; name?: string }>();
      for (const { category } of records) {
        if (!category || (wanted && !wanted.has(category.id))) continue;
        // The newest service's name for a category wins: services are read oldest first.
        categories.set(category.id, { ...categories.get(category.id), ...category });
      }
      const sorted = [...categories.values()].sort(
        (a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id),
      );
      return { categories: sorted };
    },
  };
}
