import type { LocationInput, Service, SetServiceLocationsRequest } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { newId } from '../../../kernel/ids.js';
import { changeService } from './change-service.js';
import type { ServicesContext } from './context.js';
import { relocateFutureSessions } from './relocate-sessions.js';
import type { ServiceRecord } from './service-record.js';

type ServiceLocation = ServiceRecord['locations'][number];

const addressOf = (input: LocationInput): string | undefined =>
  input.type === 'CUSTOM' ? input.custom?.address.formattedAddress : undefined;

/** Whether `input` describes `location`: the same kind of place, at the same address. */
const describes = (input: LocationInput, location: ServiceLocation): boolean =>
  input.type === location.type && addressOf(input) === location.formattedAddress;

/**
 * The service's new locations: one named by `id` keeps that location (with the address sent), one
 * described like an existing location keeps it too, anything else is a new location. Without
 * any, the service is offered at the business, as a new service is.
 */
function resolveLocations(
  existing: readonly ServiceLocation[],
  inputs: readonly LocationInput[],
): ServiceLocation[] {
  const wanted: LocationInput[] = inputs.length > 0 ? [...inputs] : [{ type: 'BUSINESS' }];
  const claimed = new Set<string>();
  return wanted.map((input, index) => {
    const at = `locations[${index}]`;
    let kept: ServiceLocation | undefined;
    if (input.id !== undefined) {
      kept = existing.find((location) => location.id === input.id);
      if (!kept) throw ValidationError.field(`${at}.id`, 'names no location of this service');
      if (kept.type !== input.type)
        throw ValidationError.field(`${at}.type`, `does not match the ${kept.type} location its id names`);
    } else {
      kept = existing.find((location) => !claimed.has(location.id) && describes(input, location));
    }
    if (kept && claimed.has(kept.id)) throw ValidationError.field(at, 'names a location already listed');
    const id = kept?.id ?? newId();
    claimed.add(id);
    const address = addressOf(input);
    return { id, type: input.type, ...(address ? { formattedAddress: address } : {}) };
  });
}

/** The new location that sessions at removed ones move to: by id, or as described. */
function moveTarget(
  locations: readonly ServiceLocation[],
  wanted: LocationInput | undefined,
): ServiceLocation {
  const at = 'removedLocationSessionsAction.moveToLocationOptions.newLocation';
  if (!wanted) throw ValidationError.field(at, 'is required to move sessions', 'REQUIRED_FIELD');
  const target = locations.find((location) =>
    wanted.id !== undefined ? location.id === wanted.id : describes(wanted, location),
  );
  if (!target) throw ValidationError.field(at, "must be one of the service's new locations");
  return target;
}

/** Where a service is offered, and what happens to its future bookings at places it leaves. */
export function createSetLocationCalls(ctx: ServicesContext) {
  const { db, currencyOf } = ctx;

  return {
    /**
     * Replaces the service's locations. Future bookings at a removed location stay there (KEEP,
     * the default), move to the new location named (MOVE_TO_LOCATION) or are cancelled (DELETE),
     * in the same transaction. Participants are not notified: the platform sends no such mail yet.
     */
    async setServiceLocations(
      siteId: string,
      id: string,
      request: SetServiceLocationsRequest,
    ): Promise<{ service: Service }> {
      const currency = await currencyOf(siteId);
      const sessions = request.removedLocationSessionsAction;
      const action = sessions?.action ?? 'KEEP_AT_CURRENT_LOCATION';
      const { service } = await db.transaction((tx) =>
        changeService(ctx, tx, { siteId, id, currency }, async (existing, now) => {
          const locations = resolveLocations(existing.locations, request.locations ?? []);
          const target =
            action === 'MOVE_TO_LOCATION'
              ? moveTarget(locations, sessions?.moveToLocationOptions?.newLocation)
              : undefined;
          const kept = new Set(locations.map((location) => location.id));
          const removed = new Set(
            existing.locations.map((location) => location.id).filter((lid) => !kept.has(lid)),
          );
          if (removed.size > 0 && action !== 'KEEP_AT_CURRENT_LOCATION')
            await relocateFutureSessions(tx, {
              siteId,
              service: existing,
              removed,
              action,
              ...(target ? { target } : {}),
              now,
            });
          return { ...existing, locations };
        }),
      );
      return { service };
    },
  };
}
