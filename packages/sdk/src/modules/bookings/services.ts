import type {
  CreateServiceRequest,
  ServiceResponse,
  UpdateServiceRequest,
  Service as WireService,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { createQuery } from '../../query/builder.js';
import { callRest } from '../../rest.js';
import { type FromWire, fillPath, type SdkRequest } from '../../wire/index.js';

export * from './add-on-groups.js';
export * from './service-calls.js';

export type Service = FromWire<WireService>;

/**
 * `queryServices().eq('type', 'CLASS').ascending('name').limit(10).find()`: 50 a page unless
 * asked, paging from `pagingMetadata` (offset; `cursorPaging` when asked for).
 */
export const queryServices = defineMethod(
  ({ http }) =>
    () =>
      createQuery<Service>({
        http,
        method: 'POST',
        path: '/bookings/v2/services/query',
        itemsKey: 'services',
        metadataKey: 'pagingMetadata',
        paging: 'offset',
      }),
);

/** A service by id; as the official module does, the service itself, not `{service}`. */
export const getService = defineMethod(
  ({ http }) =>
    async (serviceId: string): Promise<Service> =>
      (
        await callRest<ServiceResponse>(http, {
          method: 'GET',
          path: fillPath('/bookings/v2/services/{serviceId}', { serviceId }),
        })
      ).service,
);

export const createService = defineMethod(
  ({ http }) =>
    async (service: SdkRequest<CreateServiceRequest>['service']): Promise<Service> =>
      (
        await callRest<ServiceResponse>(http, {
          method: 'POST',
          path: '/bookings/v2/services',
          payload: { service },
        })
      ).service,
  { elevated: true },
);

/** Changes the fields `mask` names (every field sent without one); a stale `revision` is refused. */
export const updateService = defineMethod(
  ({ http }) =>
    async (
      serviceId: string,
      service: SdkRequest<UpdateServiceRequest>['service'],
      options: { mask?: string[] } = {},
    ): Promise<Service> =>
      (
        await callRest<ServiceResponse>(http, {
          method: 'PATCH',
          path: fillPath('/bookings/v2/services/{serviceId}', { serviceId }),
          payload: { service, ...(options.mask ? { mask: options.mask.join(',') } : {}) },
        })
      ).service,
  { elevated: true },
);

export const deleteService = defineMethod(
  ({ http }) =>
    async (serviceId: string): Promise<void> => {
      await callRest(http, {
        method: 'DELETE',
        path: fillPath('/bookings/v2/services/{serviceId}', { serviceId }),
      });
    },
  { elevated: true },
);
