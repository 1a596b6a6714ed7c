import { createBulkCalls } from './bulk.js';
import { createCloneCalls } from './clone.js';
import { type ServicesDependencies, servicesContext } from './context.js';
import { createInUseCalls } from './locations-and-categories.js';
import { createPricingPlanCalls } from './pricing-plans.js';
import { createSearchCalls } from './search.js';
import type { ServicesService } from './service.js';
import { createSetLocationCalls } from './set-locations.js';
import { createSlugCalls } from './slugs.js';

/**
 * The services calls beyond create, read, update, delete and query, one file each: bulk writes
 * (through the single calls), search and count, the locations and categories in use, a service's
 * locations, pricing plans and slug, and cloning.
 */
export function createServiceCalls(
  deps: ServicesDependencies,
  services: Pick<ServicesService, 'createService' | 'updateService' | 'deleteService'>,
) {
  const ctx = servicesContext(deps);
  return {
    ...createBulkCalls(ctx, services),
    ...createSearchCalls(ctx),
    ...createInUseCalls(ctx),
    ...createSetLocationCalls(ctx),
    ...createPricingPlanCalls(ctx),
    ...createSlugCalls(ctx),
    ...createCloneCalls(ctx),
  };
}

export type ServiceCalls = ReturnType<typeof createServiceCalls>;
