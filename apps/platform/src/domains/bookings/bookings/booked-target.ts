import type { CreateBookingRequest } from '@bazaar/contracts';
import type { AuthenticatedIdentity } from '../../../kernel/auth.js';
import type { Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { runOfCourse } from '../availability/course-run.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';

/** What a booking takes: a session of a service (an appointment, a class session) or a whole course. */
export interface BookedTarget {
  service: ServiceRecord;
  start: number;
  end: number;
  /** The staff member the slot names, if it names one. */
  staffId?: string;
  /** The service location the slot names, if it names one. */
  locationId?: string;
  /** The time zone the booker saw it in. */
  timezone?: string;
}

const wrongKind = (description: string) =>
  new ApplicationError({ status: 400, code: 'UNSUPPORTED_SERVICE_TYPE', description });

/**
 * Reads what `bookedEntity` names: a `slot` of an appointment or class, or the `schedule` of a
 * course, which is booked from its first session to its last. Exactly one of the two.
 */
export async function bookedTarget(
  db: Queryable,
  siteId: string,
  identity: AuthenticatedIdentity,
  entity: CreateBookingRequest['booking']['bookedEntity'],
  zone: string,
): Promise<BookedTarget> {
  const { slot, schedule } = entity;
  if ((slot === undefined) === (schedule === undefined)) {
    throw ValidationError.field(
      'booking.bookedEntity',
      'must name either a slot (an appointment or a class session) or a schedule (a course)',
      'REQUIRED_ONE_OF_FIELD',
    );
  }
  const visible = (service: ServiceRecord | undefined) =>
    service && (!service.hidden || identity.kind === 'owner') ? service : undefined;

  if (slot) {
    const service = visible(await servicesRepo.findService(db, siteId, slot.serviceId));
    if (!service) throw notFound('Service', slot.serviceId);
    if (service.type === 'COURSE')
      throw wrongKind('A course is booked as a whole: name its schedule (bookedEntity.schedule), not a slot');
    return {
      service,
      start: Date.parse(slot.startDate),
      end: Date.parse(slot.endDate),
      ...(slot.resource?.id ? { staffId: slot.resource.id } : {}),
      ...(typeof slot.location?.id === 'string' ? { locationId: slot.location.id } : {}),
      ...(slot.timezone ? { timezone: slot.timezone } : {}),
    };
  }
  const wanted = schedule as NonNullable<typeof schedule>;
  const service = visible(await servicesRepo.findServiceBySchedule(db, siteId, wanted.scheduleId));
  if (!service || (wanted.serviceId !== undefined && wanted.serviceId !== service.id))
    throw notFound('Schedule', wanted.scheduleId);
  if (service.type !== 'COURSE')
    throw wrongKind(`A ${service.type.toLowerCase()} is booked by its slots, not as a whole schedule`);
  const run = runOfCourse(service, zone);
  if (!run) {
    throw new ApplicationError({
      status: 400,
      code: 'COURSE_NOT_SCHEDULED',
      description: 'This course has no sessions between its first and last dates',
    });
  }
  return {
    service,
    start: run.start,
    end: run.end,
    ...(wanted.timezone ? { timezone: wanted.timezone } : {}),
  };
}
