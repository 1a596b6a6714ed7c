import type { ServiceInput, SlotAvailability, WeeklySpanWire } from '@bazaar/contracts';
import type { AvailabilityService } from '../domains/bookings/availability/service.js';
import type { BookingsService } from '../domains/bookings/bookings/service.js';
import type { FormsService } from '../domains/bookings/forms/service.js';
import type { PoliciesService } from '../domains/bookings/policies/service.js';
import type { ServicesService } from '../domains/bookings/services/service.js';
import type { SettingsService } from '../domains/bookings/settings/service.js';
import type { StaffService } from '../domains/bookings/staff/service.js';
import type { Clock } from '../kernel/clock.js';

/** The parts of the bookings module the demo is made through (its own rules, not SQL). */
export interface DemoBookingsParts {
  services: Pick<ServicesService, 'createService' | 'queryServices'>;
  staff: Pick<StaffService, 'createStaffMember' | 'queryStaffMembers'>;
  settings: Pick<SettingsService, 'updateSettings'>;
  policies: Pick<PoliciesService, 'createPolicy'>;
  forms: Pick<FormsService, 'createForm'>;
  availability: Pick<AvailabilityService, 'queryAvailability'>;
  bookings: Pick<BookingsService, 'createBooking'>;
}

type Day = WeeklySpanWire['day'];
const hours = (days: Day[], startTime: string, endTime: string): WeeklySpanWire[] =>
  days.map((day) => ({ day, startTime, endTime }));

const DAY_MS = 24 * 3_600_000;
const DOWNTOWN = {
  type: 'CUSTOM' as const,
  custom: { address: { formattedAddress: '210 Spring St, New York, NY 10013' } },
};
const BROOKLYN = {
  type: 'CUSTOM' as const,
  custom: { address: { formattedAddress: '88 Kent Ave, Brooklyn, NY 11249' } },
};

/** The people who book in the demo (example.com addresses: no mail is ever sent to them). */
const BOOKERS = [
  { firstName: 'Jordan', lastName: 'Lee', email: 'jordan.lee@example.com' },
  { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com' },
  { firstName: 'Alex', lastName: 'Kim', email: 'alex.kim@example.com' },
  { firstName: 'Robin', lastName: 'Okafor', email: 'robin.okafor@example.com' },
];

/**
 * The demo site's bookings: a studio open Monday to Saturday, 9 to 6 (New York time, the site's),
 * three staff members with hours of their own, two appointments (one free), a weekly yoga class,
 * a six-week course, at two addresses; the group sessions follow a policy with a waitlist; and a few bookings in the coming days, so the calendar
 * shows taken times. Idempotent: a site that already has services or staff is left as it is.
 */
export async function seedDemoBookings(
  parts: DemoBookingsParts,
  siteId: string,
  clock: Clock,
): Promise<void> {
  const one = { paging: { limit: 1 } };
  const [{ services }, { staffMembers }] = await Promise.all([
    parts.services.queryServices(siteId, one, true),
    parts.staff.queryStaffMembers(siteId, one),
  ]);
  if (services.length > 0 || staffMembers.length > 0) return;

  await parts.settings.updateSettings(siteId, {
    businessHours: hours(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], '09:00', '18:00'),
    bookingPolicy: { minNoticeMinutes: 60, maxDaysInAdvance: 60, onlineBookingEnabled: true },
  });
  const member = async (name: string, description: string, workingHours: WeeklySpanWire[]) =>
    (await parts.staff.createStaffMember(siteId, { name, description, workingHours })).id;
  const maya = await member(
    'Maya Chen',
    'Stylist',
    hours(['MON', 'TUE', 'WED', 'THU', 'FRI'], '09:00', '17:00'),
  );
  const theo = await member(
    'Theo Brooks',
    'Stylist',
    hours(['TUE', 'WED', 'THU', 'FRI', 'SAT'], '10:00', '18:00'),
  );
  const priya = await member('Priya Nair', 'Yoga and meditation teacher', [
    ...hours(['MON', 'WED', 'FRI'], '07:00', '14:00'),
    ...hours(['THU'], '12:00', '20:00'),
  ]);

  // Group sessions: the site's notice and advance limits, a waitlist, and a half day to cancel.
  const groups = await parts.policies.createPolicy(siteId, {
    name: 'Classes and courses',
    customPolicyDescription: {
      enabled: true,
      description:
        'Cancel up to 12 hours before. When a class is full, join its waitlist: a freed spot goes to the first in line.',
    },
    limitLateBookingPolicy: { enabled: true, latestBookingInMinutes: 60 },
    limitEarlyBookingPolicy: { enabled: true, earliestBookingInMinutes: 60 * 24 * 60 },
    cancellationPolicy: {
      enabled: true,
      limitLatestCancellation: true,
      latestCancellationInMinutes: 12 * 60,
    },
    waitlistPolicy: { enabled: true, capacity: 5 },
    participantsPolicy: { enabled: true, maxParticipantsPerBooking: 2 },
  });

  // The haircut asks two questions beyond the contact details, neither required.
  const haircutQuestions = await parts.forms.createForm(siteId, {
    name: 'Haircut questions',
    fields: [
      { label: 'How would you like it?', valueType: 'SHORT_TEXT' },
      { label: 'First visit? Tell us about your hair', valueType: 'LONG_TEXT' },
    ],
  });

  const now = clock.now().getTime();
  const service = (input: ServiceInput) => parts.services.createService(siteId, input);
  const haircut = await service({
    type: 'APPOINTMENT',
    name: 'Haircut',
    tagLine: 'A cut and style with one of our stylists',
    description: 'Wash, cut and finish, shaped to how you wear your hair day to day.',
    payment: { rateType: 'FIXED', fixed: { price: { value: '40' } } },
    schedule: { availabilityConstraints: { sessionDurations: [45], timeBetweenSessions: 15 } },
    staffMemberIds: [maya, theo],
    locations: [DOWNTOWN],
    form: { id: haircutQuestions.id },
  });
  await service({
    type: 'APPOINTMENT',
    name: 'Free consultation',
    tagLine: 'Twenty minutes to plan what suits you',
    description: 'Tell us what you are after; we suggest a treatment, a class or a plan. No charge.',
    payment: { rateType: 'NO_FEE' },
    schedule: { availabilityConstraints: { sessionDurations: [20] } },
    staffMemberIds: [maya, priya],
    locations: [DOWNTOWN, BROOKLYN],
  });
  const yoga = await service({
    type: 'CLASS',
    name: 'Morning yoga',
    tagLine: 'An hour of flow before work',
    description: 'A gentle vinyasa class for every level; mats are provided.',
    defaultCapacity: 8,
    payment: { rateType: 'FIXED', fixed: { price: { value: '18' } } },
    schedule: { recurringSessions: hours(['MON', 'WED', 'FRI'], '07:30', '08:30') },
    bookingPolicy: { id: groups.id },
    staffMemberIds: [priya],
    locations: [BROOKLYN],
  });
  await service({
    type: 'COURSE',
    name: 'Intro to meditation',
    tagLine: 'Six Thursday evenings, one practice',
    description: 'Breathing, posture and attention, a step a week; booked as a whole course.',
    defaultCapacity: 12,
    payment: { rateType: 'FIXED', fixed: { price: { value: '120' } } },
    schedule: {
      recurringSessions: hours(['THU'], '18:30', '20:00'),
      firstSessionStart: new Date(now + 7 * DAY_MS).toISOString(),
      lastSessionEnd: new Date(now + 7 * DAY_MS + 6 * 7 * DAY_MS).toISOString(),
    },
    bookingPolicy: { id: groups.id },
    staffMemberIds: [priya],
    locations: [BROOKLYN],
  });

  const owner = { kind: 'owner' as const, siteId, role: 'OWNER' as const, apiKeyId: 'demo-seed' };
  const bookable = async (serviceId: string, days: number) =>
    (
      await parts.availability.queryAvailability(
        siteId,
        {
          query: {
            filter: {
              serviceId: [serviceId],
              startDate: new Date(now).toISOString(),
              endDate: new Date(now + days * DAY_MS).toISOString(),
              bookable: true,
            },
          },
        },
        true,
      )
    ).availabilityEntries;
  const book = (entry: SlotAvailability, booker: number, numberOfParticipants = 1) =>
    parts.bookings.createBooking(siteId, owner, {
      bookedEntity: {
        slot: {
          serviceId: entry.slot.serviceId,
          startDate: entry.slot.startDate,
          endDate: entry.slot.endDate,
          ...(entry.slot.resource ? { resource: { id: entry.slot.resource.id } } : {}),
        },
      },
      contactDetails: BOOKERS[booker % BOOKERS.length] ?? { firstName: 'Guest', email: 'guest@example.com' },
      numberOfParticipants,
    });

  // Three haircuts on the next three days with any: each the third time of its day, so the day
  // still has earlier times open.
  const byDay = new Map<string, SlotAvailability[]>();
  for (const entry of await bookable(haircut.id, 7)) {
    // The UTC date: the studio's hours (9 to 6 in New York) never cross a UTC midnight.
    const day = entry.slot.startDate.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), entry]);
  }
  let booker = 0;
  for (const entries of [...byDay.values()].slice(0, 3)) {
    const chosen = entries[Math.min(2, entries.length - 1)];
    if (chosen) await book(chosen, booker++);
  }
  // The next yoga class has three of its eight mats taken.
  const [nextClass] = await bookable(yoga.id, 14);
  if (nextClass) {
    await book(nextClass, 1, 2);
    await book(nextClass, 3);
  }
}
