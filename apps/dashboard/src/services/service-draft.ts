import type { Service } from '@bazaar/sdk/bookings';
import { isFreePrice, isWholeNumber } from '../form-rules';
import type { siteClient } from '../platform';
import { isAmount } from '../products/decimal';
import { nextDay, wallTimeOf, zonedInstant } from '../zoned-dates';
import { inWeekOrder, spansProblem, type WeeklySpan } from './weekly-spans';

export type ServiceType = 'APPOINTMENT' | 'CLASS' | 'COURSE';
/** A service as the SDK takes it. */
type ServiceInput = Parameters<ReturnType<typeof siteClient>['services']['createService']>[0];

/** A service as its editor holds it, each number as typed. */
export interface ServiceDraft {
  type: ServiceType;
  name: string;
  description: string;
  /** Blank or 0: free. */
  price: string;
  /** Minutes a session of an appointment takes. */
  duration: string;
  /** Minutes kept free after each appointment. */
  buffer: string;
  /** People a class or course session takes. */
  capacity: string;
  /** At the business, or an address of its own. */
  place: 'BUSINESS' | 'CUSTOM';
  address: string;
  staffIds: string[];
  /** When a class or course meets, each week. */
  sessions: WeeklySpan[];
  /** A course's first and last days (dates on the site's calendar). */
  firstDay: string;
  lastDay: string;
  policyId: string;
  bookableOnline: boolean;
  hidden: boolean;
}

export const emptyService = (): ServiceDraft => ({
  type: 'APPOINTMENT',
  name: '',
  description: '',
  price: '',
  duration: '60',
  buffer: '0',
  capacity: '10',
  place: 'BUSINESS',
  address: '',
  staffIds: [],
  sessions: [],
  firstDay: '',
  lastDay: '',
  policyId: '',
  bookableOnline: true,
  hidden: false,
});

export function draftOf(service: Service, zone: string): ServiceDraft {
  const custom = service.locations.find((location) => location.type === 'CUSTOM');
  const { schedule } = service;
  return {
    type: service.type as ServiceType,
    name: service.name,
    description: service.description ?? '',
    price: service.payment.rateType === 'FIXED' ? (service.payment.fixed?.price.value ?? '') : '',
    duration: String(schedule.availabilityConstraints.sessionDurations[0] ?? 60),
    buffer: String(schedule.availabilityConstraints.timeBetweenSessions),
    capacity: String(service.defaultCapacity),
    place: custom ? 'CUSTOM' : 'BUSINESS',
    address: custom?.custom?.address?.formattedAddress ?? custom?.calculatedAddress?.formattedAddress ?? '',
    staffIds: [...service.staffMemberIds],
    sessions: inWeekOrder(schedule.recurringSessions as WeeklySpan[]),
    firstDay: schedule.firstSessionStart ? wallTimeOf(String(schedule.firstSessionStart), zone).date : '',
    // The course ends at the start of the day after its last.
    lastDay: schedule.lastSessionEnd
      ? wallTimeOf(new Date(Date.parse(String(schedule.lastSessionEnd)) - 1).toISOString(), zone).date
      : '',
    policyId: service.bookingPolicy._id,
    bookableOnline: service.onlineBooking.enabled,
    hidden: service.hidden,
  };
}

/** What keeps the service from being saved, by field, as sentences. */
export function problemsOf(draft: ServiceDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.name.trim()) problems.name = 'Give the service a name.';
  else if (draft.name.trim().length > 400) problems.name = 'A name has at most 400 characters.';
  if (draft.price.trim() && !isAmount(draft.price))
    problems.price = 'Write the price as a number, like 45 (blank or 0 for free).';
  if (draft.type === 'APPOINTMENT') {
    if (!isWholeNumber(draft.duration, 5, 1440)) problems.duration = 'Write the minutes, from 5 to 1,440.';
    if (!isWholeNumber(draft.buffer, 0, 720)) problems.buffer = 'Write the minutes, from 0 to 720.';
  } else {
    if (!isWholeNumber(draft.capacity, 1, 1000))
      problems.capacity = 'Write how many people, from 1 to 1,000.';
    const sessions = spansProblem(draft.sessions);
    if (sessions) problems.sessions = sessions;
    else if (draft.sessions.length === 0) problems.sessions = 'Add the times the sessions meet each week.';
  }
  if (draft.type === 'COURSE') {
    if (!draft.firstDay) problems.firstDay = 'Choose the course’s first day.';
    if (!draft.lastDay) problems.lastDay = 'Choose the course’s last day.';
    else if (draft.firstDay && draft.lastDay < draft.firstDay)
      problems.lastDay = 'The last day comes on or after the first.';
  }
  if (draft.place === 'CUSTOM' && !draft.address.trim()) problems.address = 'Write the address.';
  return problems;
}

/** The service as the platform takes it; course days are turned into instants on the site's clock. */
export function serviceInputOf(draft: ServiceDraft, zone: string): ServiceInput {
  const free = isFreePrice(draft.price);
  const appointment = draft.type === 'APPOINTMENT';
  return {
    type: draft.type,
    name: draft.name.trim(),
    description: draft.description.trim(),
    hidden: draft.hidden,
    payment: free
      ? { rateType: 'NO_FEE' }
      : { rateType: 'FIXED', fixed: { price: { value: draft.price.trim() } } },
    onlineBooking: { enabled: draft.bookableOnline },
    locations: [
      draft.place === 'CUSTOM'
        ? { type: 'CUSTOM', custom: { address: { formattedAddress: draft.address.trim() } } }
        : { type: 'BUSINESS' },
    ],
    ...(draft.policyId ? { bookingPolicy: { _id: draft.policyId } } : {}),
    ...(appointment ? {} : { defaultCapacity: Number(draft.capacity) }),
    staffMemberIds: draft.staffIds,
    schedule: appointment
      ? {
          availabilityConstraints: {
            sessionDurations: [Number(draft.duration)],
            timeBetweenSessions: Number(draft.buffer),
          },
        }
      : {
          recurringSessions: inWeekOrder(draft.sessions),
          ...(draft.type === 'COURSE' && draft.firstDay && draft.lastDay
            ? {
                firstSessionStart: zonedInstant(draft.firstDay, '00:00', zone),
                lastSessionEnd: zonedInstant(nextDay(draft.lastDay), '00:00', zone),
              }
            : {}),
        },
  };
}
