import {
  type BulkByFilterResponse,
  type BulkCreateServicesRequest,
  type BulkDeleteServicesByFilterRequest,
  type BulkDeleteServicesRequest,
  type BulkServicesResponse,
  type BulkUpdateServicesByFilterRequest,
  type BulkUpdateServicesRequest,
  MAX_BULK_SERVICES,
  type Service,
  ServiceInputSchema,
  UpdateServiceRequestSchema,
} from '@bazaar/contracts';
import { AppError, ApplicationError, ValidationError } from '../../../kernel/errors.js';
import { checkItem } from '../../../kernel/http/validation.js';
import { newId } from '../../../kernel/ids.js';
import { isPlainObject } from '../../../kernel/query/values.js';
import type { ServicesContext } from './context.js';
import * as repo from './repo.js';
import type { ServicesService } from './service.js';

type Result = BulkServicesResponse['results'][number];

/** The id a bulk update item names, for its result, even when the item is malformed. */
const namedId = (item: unknown): string | undefined =>
  isPlainObject(item) && isPlainObject(item.service) && typeof item.service.id === 'string'
    ? item.service.id
    : undefined;

/**
 * Many services written at once, each as the single call would write it and in a transaction of
 * its own: an item that fails (malformed, unknown, refused by a rule) fails alone, the answer says
 * why, and the others land. A bulk call names at most `MAX_BULK_SERVICES` services.
 */
export function createBulkCalls(
  ctx: ServicesContext,
  services: Pick<ServicesService, 'createService' | 'updateService' | 'deleteService'>,
) {
  async function each<T>(
    items: readonly T[],
    idOf: (item: T) => string | undefined,
    write: (item: T) => Promise<Service | undefined>,
    returnEntity = false,
  ): Promise<BulkServicesResponse> {
    const results: Result[] = [];
    for (const [originalIndex, item] of items.entries()) {
      try {
        const service = await write(item);
        const id = service?.id ?? idOf(item);
        results.push({
          itemMetadata: { ...(id ? { id } : {}), originalIndex, success: true },
          ...(returnEntity && service ? { item: service } : {}),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const id = idOf(item);
        results.push({
          itemMetadata: {
            ...(id ? { id } : {}),
            originalIndex,
            success: false,
            error:
              error instanceof ApplicationError
                ? { code: error.code, description: error.description, data: error.data }
                : error instanceof ValidationError
                  ? {
                      code: 'INVALID_ARGUMENT',
                      description: error.message,
                      data: { fieldViolations: error.violations },
                    }
                  : { code: 'INVALID_ARGUMENT', description: error.message },
          },
        });
      }
    }
    const totalSuccesses = results.filter((result) => result.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses,
        totalFailures: results.length - totalSuccesses,
        undetailedFailures: 0,
      },
    };
  }

  /** The services a by-filter call changes: all of the site's that match, refused past the bulk limit. */
  async function matching(siteId: string, filter: unknown) {
    const found = await repo.matchingServices(
      ctx.db,
      repo.visibleTo(siteId, true),
      filter,
      MAX_BULK_SERVICES + 1,
    );
    if (found.length > MAX_BULK_SERVICES)
      throw ValidationError.field(
        'filter',
        `matches more than ${MAX_BULK_SERVICES} services; narrow it`,
        'MAX_SIZE',
      );
    return found.map((record) => record.id);
  }

  const byFilter = (result: BulkServicesResponse): BulkByFilterResponse => ({
    jobId: newId(),
    bulkActionMetadata: result.bulkActionMetadata,
  });

  return {
    bulkCreateServices: (siteId: string, request: BulkCreateServicesRequest) =>
      each(
        request.services,
        () => undefined,
        (item) => services.createService(siteId, checkItem(ServiceInputSchema, item)),
        request.returnEntity,
      ),

    bulkUpdateServices: (siteId: string, request: BulkUpdateServicesRequest) =>
      each(
        request.services,
        namedId,
        (item) => {
          const checked = checkItem(UpdateServiceRequestSchema, item);
          const { id } = checked.service;
          if (!id) throw ValidationError.field('service.id', 'is required', 'REQUIRED_FIELD');
          return services.updateService(siteId, id, checked);
        },
        request.returnEntity,
      ),

    /** The same change to every matching service; `id` and `revision` in it name no one service, so are not read. */
    async bulkUpdateServicesByFilter(siteId: string, request: BulkUpdateServicesByFilterRequest) {
      const ids = await matching(siteId, request.filter);
      const { id: _id, revision: _revision, ...patch } = request.service;
      const update = { service: patch, ...(request.mask !== undefined ? { mask: request.mask } : {}) };
      return byFilter(
        await each(
          ids,
          (id) => id,
          (id) => services.updateService(siteId, id, update),
        ),
      );
    },

    bulkDeleteServices: (siteId: string, request: BulkDeleteServicesRequest) =>
      each(
        request.ids,
        (id) => id,
        async (id) => {
          await services.deleteService(siteId, id);
          return undefined;
        },
      ),

    async bulkDeleteServicesByFilter(siteId: string, request: BulkDeleteServicesByFilterRequest) {
      const ids = await matching(siteId, request.filter);
      return byFilter(
        await each(
          ids,
          (id) => id,
          async (id) => {
            await services.deleteService(siteId, id);
            return undefined;
          },
        ),
      );
    },
  };
}
