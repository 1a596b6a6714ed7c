import { BOOKINGS_APP_ID, type BookingsSettings, type CreateBookingRequest } from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import type { CatalogItem, CatalogProvider, CatalogSelection, PlacedOrder } from '../../ecom/catalog.js';
import { runOfCourse } from '../availability/course-run.js';
import { serviceCandidates } from '../availability/service-slots.js';
import type { SlotBooker } from '../bookings/book-slot.js';
import { priceOf } from '../bookings/booking-rules.js';
import { slotTaken } from '../bookings/hold-slot.js';
import type { FormsService } from '../forms/service.js';
import {
  type BookingPolicyViolations,
  bookingViolations,
  participantsLimit,
  violatesAny,
  violationSentence,
} from '../policies/rules.js';
import type { PoliciesService } from '../policies/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffRecord } from '../staff/repo.js';
import type { StaffService } from '../staff/service.js';
import { type CartSlot, parseSlotKey, slotKey, slotOfOptions } from './slot-key.js';

export interface BookingsCatalogDependencies {
  db: Database;
  settings: Pick<SettingsService, 'getSettings'>;
  staff: Pick<StaffService, 'allStaff'>;
  policies: Pick<PoliciesService, 'policyFor'>;
  forms: Pick<FormsService, 'formOf'>;
  booker: Pick<SlotBooker, 'plan' | 'bookSlot'>;
  clock: Clock;
}

/**
 * Bookings as a catalog provider: a cart line is a session of a service (`catalogItemId` the
 * service, the slot in `options.options` as `startDate`, `endDate` and optionally `staffMemberId`,
 * kept as the line's variant), or a whole course (the course's id alone). Its quantity is the
 * number of participants and its price the service's, each. Placing the order books it inside the
 * order's transaction, under the same no-double-booking rule as every booking: a slot taken
 * meanwhile refuses the order (409 SLOT_NOT_AVAILABLE) and nothing is charged.
 */
export function bookingsCatalogProvider(deps: BookingsCatalogDependencies): CatalogProvider {
  const { db, clock } = deps;

  async function resolveOne(
    siteId: string,
    selection: CatalogSelection,
    context: { on: Queryable; settings: BookingsSettings; staff: StaffRecord[] },
  ): Promise<CatalogItem | undefined> {
    const { on, settings, staff } = context;
    const service = await servicesRepo.findService(on, siteId, selection.catalogItemId);
    if (!service || service.hidden) return undefined;
    const unitPrice = priceOf(service, 1);
    // A price agreed with the business, or questions that must be answered, cannot be bought in a cart.
    if (unitPrice === undefined) return undefined;
    if ((await deps.forms.formOf(service, on)).fields.some((field) => field.required)) return undefined;
    const slot = slotOf(service, selection, settings.timeZone);
    if (!slot) return undefined;

    const policy = await deps.policies.policyFor(siteId, service.bookingPolicyId, on);
    const violations = bookingViolations(
      policy,
      slot,
      clock.now().getTime(),
      settings.bookingPolicy.onlineBookingEnabled && service.onlineBookingEnabled,
    );
    const open = (
      await serviceCandidates({
        db: on,
        siteId,
        service,
        staff,
        ...(slot.staffId ? { staffIds: new Set([slot.staffId]) } : {}),
        settings,
        from: slot.start,
        to: slot.start + 1,
      })
    ).filter((candidate) => candidate.start === slot.start && candidate.end === slot.end);
    const most = service.type === 'APPOINTMENT' ? 1 : participantsLimit(policy, service.defaultCapacity);
    const spots = violatesAny(violations)
      ? 0
      : Math.min(most, Math.max(0, ...open.map((candidate) => candidate.openSpots)));
    const member = slot.staffId ? staff.find((candidate) => candidate.id === slot.staffId) : undefined;
    return {
      catalogItemId: service.id,
      variantId: service.type === 'COURSE' ? '' : slotKey(slot),
      name: service.name,
      itemType: 'SERVICE',
      shippable: false,
      priceMinor: unitPrice,
      fullPriceMinor: unitPrice,
      choices: {
        [service.type === 'COURSE' ? 'Dates' : 'Date']: whenOf(service, slot, settings.timeZone),
        ...(member ? { Staff: member.name } : {}),
      },
      relativePath: '/booking',
      quantityAvailable: spots,
      inStock: spots > 0,
      shortage: shortageOf(violations, spots, most),
      scheduledDate: new Date(slot.start).toISOString(),
    };
  }

  return {
    appId: BOOKINGS_APP_ID,

    async resolve(siteId, selections, on = db) {
      const [settings, staff] = await Promise.all([
        deps.settings.getSettings(siteId, on),
        deps.staff.allStaff(siteId, on),
      ]);
      const items: (CatalogItem | undefined)[] = [];
      for (const selection of selections)
        items.push(await resolveOne(siteId, selection, { on, settings, staff }));
      return items;
    },

    async reserve(tx, siteId, _currency, lines, order) {
      // One order in one order of lines: two orders holding the same staff lock them alike.
      const sorted = [...lines].sort((a, b) =>
        `${a.catalogItemId}|${a.variantId}`.localeCompare(`${b.catalogItemId}|${b.variantId}`),
      );
      for (const line of sorted) {
        const service = await servicesRepo.findService(tx, siteId, line.catalogItemId);
        if (!service) throw notFound('Service', line.catalogItemId);
        const slot = service.type === 'COURSE' ? undefined : parseSlotKey(line.variantId);
        if (service.type !== 'COURSE' && !slot) throw slotTaken();
        const input: CreateBookingRequest['booking'] = {
          bookedEntity: slot
            ? {
                slot: {
                  serviceId: service.id,
                  startDate: new Date(slot.start).toISOString(),
                  endDate: new Date(slot.end).toISOString(),
                  ...(slot.staffId ? { resource: { id: slot.staffId } } : {}),
                },
              }
            : { schedule: { scheduleId: service.scheduleId, serviceId: service.id } },
          contactDetails: contactOf(order.buyer),
          numberOfParticipants: line.quantity,
          selectedPaymentOption: 'ONLINE',
        };
        const planned = await deps.booker.plan(siteId, order.identity, input, tx);
        // The order pays for every line at once, after all are held, in this same transaction.
        await deps.booker.bookSlot(tx, planned, {
          source: `checkout:${order.checkoutId}:${line.lineId}`,
          // The order's payment covers the line: refunds go through the order.
          collect: async () => undefined,
          waitlist: false,
        });
      }
    },
  };
}

/** Why a buyer cannot have (more of) a session, in the words the cart answers with. */
function shortageOf(violations: BookingPolicyViolations, spots: number, most: number): string {
  if (spots > 0) {
    if (spots < most) return `Only ${spots} ${spots === 1 ? 'spot is' : 'spots are'} left at this time`;
    return most === 1
      ? 'A booking of this service is for one person'
      : `A booking can bring at most ${most} participants`;
  }
  return violatesAny(violations) ? violationSentence(violations) : slotTaken().description;
}

/** The session a line names: its slot (from the cart's key, or the buyer's options), or a course's run. */
function slotOf(service: ServiceRecord, selection: CatalogSelection, zone: string): CartSlot | undefined {
  if (service.type === 'COURSE') {
    // A course has no slot to name (the options a cart echoes back only describe its dates).
    const { startDate, endDate } = selection.options ?? {};
    if (selection.variantId || startDate !== undefined || endDate !== undefined) return undefined;
    const run = runOfCourse(service, zone);
    return run ? { start: run.start, end: run.end } : undefined;
  }
  if (selection.variantId) return parseSlotKey(selection.variantId);
  return selection.options ? slotOfOptions(selection.options) : undefined;
}

/** When it takes place, in the business's zone, as a line's description shows it. */
function whenOf(service: ServiceRecord, slot: CartSlot, zone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: zone });
  if (service.type === 'COURSE') return `${day.format(slot.start)} – ${day.format(slot.end)}`;
  return `${day.format(slot.start)}, ${time.format(slot.start)} – ${time.format(slot.end)}`;
}

/**
 * The booker, as the checkout knows them: the payer's email, and the delivery contact's names when
 * the order has one; else the email's name part stands for the first name a booking needs.
 */
function contactOf(buyer: PlacedOrder['buyer']): CreateBookingRequest['booking']['contactDetails'] {
  const firstName = buyer.firstName ?? (buyer.email.split('@')[0] || buyer.email).slice(0, 100);
  return {
    firstName,
    email: buyer.email,
    ...(buyer.lastName ? { lastName: buyer.lastName } : {}),
    ...(buyer.phone ? { phone: buyer.phone } : {}),
  };
}
