import type { HostedBooking, HostedBookRequest, HostedPaymentOptions } from '@bazaar/contracts';
import type { Database } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import { requireApproved } from '../../payments/charge-outcome.js';
import { cardCharge } from '../../payments/payment-keys.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { requireShownTotal } from '../../payments/shown-total.js';
import type { OpenedSession, RedirectsService } from '../../redirects/service.js';
import type { SitesService } from '../../sites/service.js';
import { reportZone } from '../availability/query-filter.js';
import { priceOf } from '../bookings/booking-rules.js';
import type { MembershipCovers } from '../bookings/membership-cover.js';
import type { BookingsService } from '../bookings/service.js';
import type { FormsService } from '../forms/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { SettingsService } from '../settings/service.js';
import type { StaffService } from '../staff/service.js';
import { shownPrice } from './shown-price.js';

type PaymentOption = (typeof HostedPaymentOptions)[number];

/** The one booking a hosted session may make: a page sent twice books once. */
const sourceOf = (session: OpenedSession) => `hosted-session:${session.id}`;

/**
 * How a service may be paid on the hosted page: in person when the business takes it so, online
 * when it does and the site takes payments, with a plan the booker holds when it covers the
 * service; a free service, or one priced on request, is paid (or not) at the business.
 */
function paymentOptionsOf(
  service: ServiceRecord,
  acceptsPayments: boolean,
  covered: boolean,
): PaymentOption[] {
  const price = priceOf(service, 1);
  if (price === undefined || price === 0) return ['OFFLINE'];
  // A plan the booker holds comes first: it is already paid for.
  const options: PaymentOption[] = covered ? ['MEMBERSHIP'] : [];
  if (service.payment.inPerson) options.push('OFFLINE');
  if (service.payment.online && acceptsPayments) options.push('ONLINE');
  return options.length > 0 ? options : ['OFFLINE'];
}

/**
 * The hosted "Booking Details" page's side of the platform: what the session's slot is, and
 * booking it for the visitor who made the session, paying in person or online in the booking's
 * own transaction.
 */
export function createHostedBookings(deps: {
  db: Database;
  sites: Pick<SitesService, 'getSite'>;
  redirects: Pick<RedirectsService, 'openSession'>;
  payments: Pick<PaymentProvider, 'charge'>;
  bookings: Pick<BookingsService, 'planBooking' | 'bookingRefusal' | 'bookSlot' | 'bookingFromSource'>;
  settings: Pick<SettingsService, 'getSettings'>;
  staff: Pick<StaffService, 'allStaff'>;
  forms: Pick<FormsService, 'formOf'>;
  covers: MembershipCovers;
}) {
  const { db } = deps;

  /** The plan of the session's booker that covers the service, when the booker is a member. */
  async function coverOf(session: OpenedSession, service: ServiceRecord) {
    const cover = deps.covers.get();
    const { identity } = session;
    if (!cover || identity.kind !== 'member' || service.payment.pricingPlanIds.length === 0) return undefined;
    return cover.coverFor({
      siteId: identity.siteId,
      memberId: identity.memberId,
      planIds: service.payment.pricingPlanIds,
    });
  }

  async function open(token: string) {
    const session = await deps.redirects.openSession(token);
    const checkout = session.request.bookingsCheckout;
    if (!checkout)
      throw new ApplicationError({
        status: 400,
        code: 'NOT_A_BOOKING_SESSION',
        description: 'This link is not for a booking',
      });
    const siteId = session.identity.siteId;
    const { slot } = checkout.slotAvailability;
    const service = await servicesRepo.findService(db, siteId, slot.serviceId);
    if (!service || service.hidden) throw notFound('Service', slot.serviceId);
    const site = await deps.sites.getSite(siteId);
    return { session, checkout, siteId, service, site };
  }

  return {
    async describe(token: string): Promise<HostedBooking> {
      const { session, checkout, siteId, service, site } = await open(token);
      const { slot } = checkout.slotAvailability;
      const { currency } = site.settings;
      const [settings, staff, booking, form, membership] = await Promise.all([
        deps.settings.getSettings(siteId),
        slot.resource && !slot.resource.name ? deps.staff.allStaff(siteId) : Promise.resolve([]),
        deps.bookings.bookingFromSource(siteId, sourceOf(session)),
        deps.forms.formOf(service),
        coverOf(session, service),
      ]);
      // Once booked, the page shows the booking; before, whether the time can still be booked.
      const cannotBook = booking
        ? undefined
        : await deps.bookings.bookingRefusal(siteId, session.identity, { slot });
      const location = service.locations[0];
      const resourceName =
        slot.resource?.name ?? staff.find((member) => member.id === slot.resource?.id)?.name;
      return {
        siteName: site.displayName,
        callbacks: session.request.callbacks ?? {},
        service: {
          id: service.id,
          name: service.name,
          type: service.type,
          ...(service.tagLine ? { tagLine: service.tagLine } : {}),
          ...shownPrice(service, currency),
          paymentOptions: paymentOptionsOf(service, site.settings.acceptsPayments, membership !== undefined),
          ...(membership ? { membership } : {}),
          requiresApproval: settings.bookingPolicy.requiresManualApproval ?? false,
          formFields: form.fields,
        },
        slot: {
          startDate: new Date(slot.startDate).toISOString(),
          endDate: new Date(slot.endDate).toISOString(),
          timezone: reportZone(checkout.timezone, settings.timeZone),
          ...(slot.resource && resourceName
            ? { resource: { id: slot.resource.id, name: resourceName } }
            : {}),
          location: {
            locationType: location?.type ?? 'BUSINESS',
            ...(location?.formattedAddress ? { formattedAddress: location.formattedAddress } : {}),
          },
          ...(cannotBook ? { cannotBook } : {}),
        },
        ...(booking ? { booking } : {}),
      };
    },

    /** Books the session's slot for its visitor; online, the price is charged in the same transaction. */
    async book(request: HostedBookRequest) {
      const { session, checkout, siteId, service, site } = await open(request.session);
      const option = request.paymentOption;
      const covered = option === 'MEMBERSHIP' && (await coverOf(session, service)) !== undefined;
      if (!paymentOptionsOf(service, site.settings.acceptsPayments, covered).includes(option)) {
        throw new ApplicationError({
          status: 400,
          code: 'PAYMENT_OPTION_NOT_AVAILABLE',
          description:
            option === 'MEMBERSHIP'
              ? 'No plan you hold covers this service: choose another way to pay'
              : option === 'ONLINE'
                ? 'This service cannot be paid online: pay at the business'
                : 'This service is paid online when it is booked',
        });
      }
      const { card } = request;
      const paysOnline = option === 'ONLINE';
      if (paysOnline && !card)
        throw ValidationError.field('card', 'is required to pay online', 'REQUIRED_FIELD');
      const planned = await deps.bookings.planBooking(siteId, session.identity, {
        // The booking keeps the zone its booker saw the time in.
        bookedEntity: {
          slot: {
            ...checkout.slotAvailability.slot,
            ...(checkout.timezone ? { timezone: checkout.timezone } : {}),
          },
        },
        contactDetails: request.contactDetails,
        ...(request.additionalFields ? { additionalFields: request.additionalFields } : {}),
        selectedPaymentOption: option,
      });
      return db.transaction((tx) =>
        deps.bookings.bookSlot(tx, planned, {
          source: sourceOf(session),
          ...(paysOnline && card
            ? {
                // The session is the payment's reference: a bank's second step answers it on the next try.
                collect: async (amountMinor) => {
                  requireShownTotal(request.shownTotal, amountMinor, site.settings.currency);
                  const charge = await deps.payments.charge(
                    cardCharge({
                      siteId: session.identity.siteId,
                      amountMinor,
                      currency: site.settings.currency,
                      card,
                      reference: sourceOf(session),
                      authentication: request.authentication,
                    }),
                  );
                  requireApproved(charge);
                  return { transactionId: charge.transactionId, currency: site.settings.currency };
                },
              }
            : {}),
        }),
      );
    },
  };
}

export type HostedBookings = ReturnType<typeof createHostedBookings>;
