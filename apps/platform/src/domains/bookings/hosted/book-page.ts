import type {
  HostedBookChooseRequest,
  HostedBookPage,
  HostedBookTimesRequest,
  QueryAvailabilityResponse,
} from '@bazaar/contracts';
import type { Database, Queryable } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, ValidationError } from '../../../kernel/errors.js';
import type { OpenedSession, RedirectsService } from '../../redirects/service.js';
import type { SitesService } from '../../sites/service.js';
import type { AvailabilityService } from '../availability/service.js';
import * as servicesRepo from '../services/repo.js';
import type { ServiceRecord } from '../services/service-record.js';
import type { StaffRecord } from '../staff/repo.js';
import * as staffRepo from '../staff/repo.js';
import { shownPrice } from './shown-price.js';

/** What a "Book Online" link offers: the services it lists, and the staff member it books with. */
export interface BookOffer {
  services: ServiceRecord[];
  staffMember?: StaffRecord;
}

/**
 * The services a `bookingsBook` link offers on `siteId`: those a visitor can book by the slot
 * (appointments and classes; a course is booked whole, not on this page), narrowed by
 * `resourceId` to one service, or to the services one active staff member gives. A `resourceId`
 * that names neither is a 404, so a link is never made for nothing.
 */
export async function bookOffer(
  db: Queryable,
  siteId: string,
  resourceId: string | undefined,
): Promise<BookOffer> {
  const bookable = (service: ServiceRecord) => !service.hidden && service.type !== 'COURSE';
  const all = (await servicesRepo.allServices(db, siteId))
    .filter(bookable)
    .sort((a, b) => a.createdDate.localeCompare(b.createdDate) || a.name.localeCompare(b.name));
  if (resourceId === undefined) return { services: all };
  const service = all.find((candidate) => candidate.id === resourceId);
  if (service) return { services: [service] };
  const member = await staffRepo.findStaff(db, siteId, resourceId);
  if (member?.status !== 'ACTIVE') throw notFound('Service or staff member', resourceId);
  return {
    staffMember: member,
    services: all.filter(
      (candidate) =>
        candidate.type === 'APPOINTMENT' &&
        (candidate.staffMemberIds.length === 0 || candidate.staffMemberIds.includes(member.id)),
    ),
  };
}

/**
 * The hosted "Book Online" page's side of the platform: the services its link offers, their
 * bookable times, and, for the time chosen, a `bookingsCheckout` session for the same visitor
 * and callbacks, whose "Booking Details" page books it.
 */
export function createHostedBookPage(deps: {
  db: Database;
  sites: Pick<SitesService, 'getSite'>;
  redirects: Pick<RedirectsService, 'openSession' | 'createRedirectSession'>;
  availability: Pick<AvailabilityService, 'queryAvailability'>;
}) {
  const { db } = deps;

  async function open(token: string): Promise<{ session: OpenedSession; siteId: string; offer: BookOffer }> {
    const session = await deps.redirects.openSession(token);
    const book = session.request.bookingsBook;
    if (!book)
      throw new ApplicationError({
        status: 400,
        code: 'NOT_A_BOOK_ONLINE_SESSION',
        description: 'This link is not for booking online',
      });
    const siteId = session.identity.siteId;
    return { session, siteId, offer: await bookOffer(db, siteId, book.resourceId) };
  }

  /** One of the services the link offers; any other is refused as unknown here. */
  const offered = (offer: BookOffer, serviceId: string, field: string): ServiceRecord => {
    const service = offer.services.find((candidate) => candidate.id === serviceId);
    if (!service) throw ValidationError.field(field, 'is not a service this page offers', 'VALIDATION');
    return service;
  };

  return {
    async describe(token: string): Promise<HostedBookPage> {
      const { session, siteId, offer } = await open(token);
      const site = await deps.sites.getSite(siteId);
      const { currency } = site.settings;
      return {
        siteName: site.displayName,
        callbacks: session.request.callbacks ?? {},
        ...(offer.staffMember
          ? { staffMember: { id: offer.staffMember.id, name: offer.staffMember.name } }
          : {}),
        services: offer.services.map((service) => ({
          id: service.id,
          name: service.name,
          type: service.type,
          ...(service.tagLine ? { tagLine: service.tagLine } : {}),
          ...(service.type === 'APPOINTMENT' ? { durationMinutes: service.durationMinutes } : {}),
          ...shownPrice(service, currency),
        })),
      };
    },

    /** The bookable times of one offered service, with the link's staff member when it names one. */
    async times(request: HostedBookTimesRequest): Promise<QueryAvailabilityResponse> {
      const { session, siteId, offer } = await open(request.session);
      const service = offered(offer, request.serviceId, 'serviceId');
      return deps.availability.queryAvailability(
        siteId,
        {
          query: {
            filter: {
              serviceId: [service.id],
              startDate: request.startDate,
              endDate: request.endDate,
              bookable: true,
              ...(offer.staffMember ? { 'resource.id': [offer.staffMember.id] } : {}),
            },
          },
          ...(request.timezone ? { timezone: request.timezone } : {}),
        },
        session.identity.kind === 'owner',
      );
    },

    /** Opens the "Booking Details" page of the chosen time, for the link's visitor and callbacks. */
    async choose(request: HostedBookChooseRequest): Promise<{ fullUrl: string }> {
      const { session, offer } = await open(request.session);
      const { slot } = request.slotAvailability;
      offered(offer, slot.serviceId, 'slotAvailability.slot.serviceId');
      if (offer.staffMember && slot.resource?.id !== offer.staffMember.id) {
        throw ValidationError.field(
          'slotAvailability.slot.resource.id',
          'must be the staff member this page books with',
          'VALIDATION',
        );
      }
      const opened = await deps.redirects.createRedirectSession(session.identity, {
        bookingsCheckout: {
          slotAvailability: request.slotAvailability,
          ...(request.timezone ? { timezone: request.timezone } : {}),
        },
        ...(session.request.callbacks ? { callbacks: session.request.callbacks } : {}),
      });
      return { fullUrl: opened.fullUrl };
    },
  };
}

export type HostedBookPageService = ReturnType<typeof createHostedBookPage>;
