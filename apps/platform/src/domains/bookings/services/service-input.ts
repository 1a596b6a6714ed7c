import { createHash } from 'node:crypto';
import type { ServiceInput, UpdateServiceRequest } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import { maskedTopFields } from '../../../kernel/field-mask.js';
import { newId } from '../../../kernel/ids.js';
import { toMinor } from '../../../kernel/money.js';
import type { ServiceRecord } from './service-record.js';

/** An appointment lasts an hour unless the owner says otherwise. */
const DEFAULT_DURATION_MINUTES = 60;
/** How many people a class or course takes unless the owner says otherwise. */
const DEFAULT_GROUP_CAPACITY = 10;

/**
 * The id of the site's default booking policy, which every service follows until policies can be
 * chosen: derived from the site, so the policy made for it later has the id services already hold.
 */
export function defaultPolicyIdOf(siteId: string): string {
  const hex = createHash('sha256').update(`booking-policy:${siteId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Payment = ServiceRecord['payment'];

/** The payment the owner described, its amount in minor units of `currency`, checked for its rate type. */
function paymentOf(input: NonNullable<ServiceInput['payment']>, currency: string, before?: Payment): Payment {
  const { rateType } = input;
  const options = {
    online: input.options?.online ?? before?.online ?? rateType !== 'NO_FEE',
    inPerson: input.options?.inPerson ?? before?.inPerson ?? true,
  };
  const base = { rateType, ...options, pricingPlanIds: before?.pricingPlanIds ?? [] };
  switch (rateType) {
    case 'FIXED': {
      const value = input.fixed?.price.value;
      if (value === undefined)
        throw ValidationError.field(
          'service.payment.fixed.price.value',
          'is required for a FIXED rate',
          'REQUIRED_FIELD',
        );
      return { ...base, priceMinor: toMinor(value, currency, 'service.payment.fixed.price.value') };
    }
    case 'VARIED': {
      const value = input.varied?.defaultPrice.value;
      if (value === undefined)
        throw ValidationError.field(
          'service.payment.varied.defaultPrice.value',
          'is required for a VARIED rate',
          'REQUIRED_FIELD',
        );
      return { ...base, priceMinor: toMinor(value, currency, 'service.payment.varied.defaultPrice.value') };
    }
    case 'CUSTOM': {
      const description = input.custom?.description;
      if (!description)
        throw ValidationError.field(
          'service.payment.custom.description',
          'is required for a CUSTOM rate',
          'REQUIRED_FIELD',
        );
      return { ...base, customDescription: description };
    }
    default:
      return { ...base, online: false };
  }
}

/** A class or course meets on a timetable; a course has dates; dates, when given, are in order. */
function checkSchedule(record: ServiceRecord): void {
  if (record.type !== 'APPOINTMENT' && record.recurringSessions.length === 0) {
    throw ValidationError.field(
      'service.schedule.recurringSessions',
      `must name at least one weekly session for a ${record.type}`,
      'REQUIRED_FIELD',
    );
  }
  // A course is booked as a whole, from its first session to its last: it needs both dates.
  for (const field of ['firstSessionStart', 'lastSessionEnd'] as const) {
    if (record.type === 'COURSE' && !record[field])
      throw ValidationError.field(`service.schedule.${field}`, 'is required for a COURSE', 'REQUIRED_FIELD');
  }
  if (
    record.firstSessionStart &&
    record.lastSessionEnd &&
    record.lastSessionEnd <= record.firstSessionStart
  ) {
    throw ValidationError.field(
      'service.schedule.lastSessionEnd',
      'must be after firstSessionStart',
      'VALIDATION',
    );
  }
}

const locationsOf = (input: ServiceInput['locations']): ServiceRecord['locations'] =>
  (input && input.length > 0 ? input : [{ type: 'BUSINESS' as const }]).map((location) => ({
    id: newId(),
    type: location.type,
    ...(location.type === 'CUSTOM' && location.custom
      ? { formattedAddress: location.custom.address.formattedAddress }
      : {}),
  }));

/** A new service's record from what the owner sent (the slug is chosen by the caller). */
export function newServiceRecord(
  siteId: string,
  input: ServiceInput,
  currency: string,
  now: string,
): Omit<ServiceRecord, 'slug' | 'slugCustom'> {
  const group = input.type !== 'APPOINTMENT';
  const record = {
    id: newId(),
    siteId,
    type: input.type,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.tagLine ? { tagLine: input.tagLine } : {}),
    defaultCapacity: input.defaultCapacity ?? (group ? DEFAULT_GROUP_CAPACITY : 1),
    hidden: input.hidden ?? false,
    ...(input.category ? { category: { ...input.category } } : {}),
    payment: paymentOf(input.payment ?? { rateType: 'NO_FEE' }, currency),
    onlineBookingEnabled: input.onlineBooking?.enabled ?? true,
    locations: locationsOf(input.locations),
    durationMinutes:
      input.schedule?.availabilityConstraints?.sessionDurations?.[0] ?? DEFAULT_DURATION_MINUTES,
    bufferMinutes: input.schedule?.availabilityConstraints?.timeBetweenSessions ?? 0,
    recurringSessions: input.schedule?.recurringSessions ?? [],
    ...(input.schedule?.firstSessionStart
      ? { firstSessionStart: new Date(input.schedule.firstSessionStart).toISOString() }
      : {}),
    ...(input.schedule?.lastSessionEnd
      ? { lastSessionEnd: new Date(input.schedule.lastSessionEnd).toISOString() }
      : {}),
    staffMemberIds: [...new Set(input.staffMemberIds ?? [])],
    bookingPolicyId: input.bookingPolicy?.id ?? defaultPolicyIdOf(siteId),
    ...(input.form ? { formId: input.form.id } : {}),
    scheduleId: newId(),
    revision: 1,
    createdDate: now,
    updatedDate: now,
  };
  checkSchedule({ ...record, slug: '', slugCustom: false });
  return record;
}

const UPDATABLE = new Set([
  'type',
  'name',
  'description',
  'tagLine',
  'defaultCapacity',
  'hidden',
  'category',
  'payment',
  'onlineBooking',
  'bookingPolicy',
  'form',
  'locations',
  'schedule',
  'staffMemberIds',
]);

/** `existing` with the masked fields of `patch` applied, as the next revision. */
export function patchedServiceRecord(
  existing: ServiceRecord,
  request: UpdateServiceRequest,
  currency: string,
  now: string,
): ServiceRecord {
  const patch = request.service;
  const next: ServiceRecord = { ...existing, revision: existing.revision + 1, updatedDate: now };
  for (const field of maskedTopFields(request.mask, request.service)) {
    if (field === 'id' || field === 'revision') continue;
    if (!UPDATABLE.has(field))
      throw ValidationError.field(`mask`, `names ${field}, which cannot be changed`, 'FIELD_NOT_ALLOWED');
    switch (field) {
      case 'type':
        if (patch.type) next.type = patch.type;
        break;
      case 'name':
        if (patch.name !== undefined) next.name = patch.name;
        break;
      case 'description':
      case 'tagLine':
        if (patch[field]) next[field] = patch[field];
        else delete next[field];
        break;
      case 'defaultCapacity':
        if (patch.defaultCapacity !== undefined) next.defaultCapacity = patch.defaultCapacity;
        break;
      case 'hidden':
        if (patch.hidden !== undefined) next.hidden = patch.hidden;
        break;
      case 'category':
        if (patch.category) next.category = { ...patch.category };
        else delete next.category;
        break;
      case 'payment':
        if (patch.payment) next.payment = paymentOf(patch.payment, currency, existing.payment);
        break;
      case 'onlineBooking':
        if (patch.onlineBooking) next.onlineBookingEnabled = patch.onlineBooking.enabled;
        break;
      case 'bookingPolicy':
        if (patch.bookingPolicy) next.bookingPolicyId = patch.bookingPolicy.id;
        break;
      case 'form':
        if (patch.form) next.formId = patch.form.id;
        break;
      case 'locations':
        next.locations = locationsOf(patch.locations);
        break;
      case 'schedule': {
        const schedule = patch.schedule ?? {};
        const constraints = schedule.availabilityConstraints;
        if (constraints?.sessionDurations?.[0]) next.durationMinutes = constraints.sessionDurations[0];
        if (constraints?.timeBetweenSessions !== undefined)
          next.bufferMinutes = constraints.timeBetweenSessions;
        if (schedule.recurringSessions) next.recurringSessions = schedule.recurringSessions;
        if (schedule.firstSessionStart)
          next.firstSessionStart = new Date(schedule.firstSessionStart).toISOString();
        if (schedule.lastSessionEnd) next.lastSessionEnd = new Date(schedule.lastSessionEnd).toISOString();
        break;
      }
      case 'staffMemberIds':
        next.staffMemberIds = [...new Set(patch.staffMemberIds ?? [])];
        break;
    }
  }
  checkSchedule(next);
  return next;
}
