import {
  type AvailableTicketsResponse,
  type CreateTicketDefinitionRequest,
  DEFAULT_TICKETS_PER_CHECKOUT,
  type Query,
  type TicketDefinition,
  type UpdateTicketDefinitionRequest,
} from '@bazaar/contracts';
import type { Clock } from '../../../kernel/clock.js';
import type { Database, Queryable, Transaction } from '../../../kernel/db/database.js';
import { ApplicationError, notFound, revisionMismatch, ValidationError } from '../../../kernel/errors.js';
import { recordEvent } from '../../../kernel/events.js';
import { newId } from '../../../kernel/ids.js';
import { toMinor } from '../../../kernel/money.js';
import type { SitesService } from '../../sites/service.js';
import * as events from '../events/repo.js';
import { TICKET_DEFINITION_FQDN } from '../events.js';
import { presentAvailableTicket, presentTicketDefinition, saleStatus } from './presenter.js';
import type { StoredTicket, TicketDefinitionRecord } from './record.js';
import * as repo from './repo.js';

/** Kinds of ticket one event may have (as Wix allows). */
const MAX_TICKETS_PER_EVENT = 100;

export interface AvailableTicketsAsk {
  eventIds?: string[];
  hidden?: boolean;
  offset: number;
  limit: number;
  sort: string;
  dashboard: boolean;
  policy: boolean;
  includeHiddenNotOnSale: boolean;
}

type PricingInput = CreateTicketDefinitionRequest['ticketDefinition']['pricingMethod'];

/** One way of pricing, in the site's currency: a fixed price, a minimum donation, or free. */
function pricingOf(input: PricingInput, currency: string): TicketDefinitionRecord['pricing'] {
  const given = [input.fixedPrice, input.guestPrice, input.free].filter((part) => part !== undefined);
  if (given.length !== 1)
    throw ValidationError.field(
      'ticketDefinition.pricingMethod',
      'must give exactly one of fixedPrice, guestPrice and free',
      'VALIDATION',
    );
  if (input.guestPrice)
    return {
      type: 'DONATION',
      minor: toMinor(input.guestPrice.value, currency, 'ticketDefinition.pricingMethod.guestPrice.value'),
      currency,
    };
  if (input.fixedPrice)
    return {
      type: 'STANDARD',
      minor: toMinor(input.fixedPrice.value, currency, 'ticketDefinition.pricingMethod.fixedPrice.value'),
      currency,
    };
  return { type: 'STANDARD', minor: 0, currency };
}

function salePeriodOf(period: CreateTicketDefinitionRequest['ticketDefinition']['salePeriod']) {
  if (!period) return undefined;
  const startDate = new Date(period.startDate).toISOString();
  const endDate = new Date(period.endDate).toISOString();
  if (endDate <= startDate)
    throw ValidationError.field(
      'ticketDefinition.salePeriod.endDate',
      'must be after startDate',
      'VALIDATION',
    );
  return { startDate, endDate, displayNotOnSale: period.displayNotOnSale ?? false };
}

const SORTS: Record<string, (a: StoredTicket, b: StoredTicket) => number> = {
  orderIndex: (a, b) => a.orderIndex - b.orderIndex,
  created: (a, b) => (a.createdDate < b.createdDate ? -1 : a.createdDate > b.createdDate ? 1 : 0),
  name: (a, b) => a.name.localeCompare(b.name),
  price: (a, b) => a.pricing.minor - b.pricing.minor,
};

/** Kinds of ticket: the owner defines them, buyers list the ones on sale. */
export function createTicketsService({
  db,
  clock,
  sites,
}: {
  db: Database;
  clock: Clock;
  sites: Pick<SitesService, 'getSite'>;
}) {
  async function announce(tx: Transaction, action: 'created' | 'updated' | 'deleted', ticket: StoredTicket) {
    const definition = presentTicketDefinition(ticket, clock.now());
    await recordEvent(tx, {
      siteId: ticket.siteId,
      entityFqdn: TICKET_DEFINITION_FQDN,
      action,
      entityId: ticket.id,
      entity: definition,
      eventTime: clock.now().toISOString(),
    });
    return definition;
  }

  async function stored(on: Queryable, siteId: string, id: string): Promise<StoredTicket> {
    const found = await repo.findTicket(on, siteId, id);
    if (!found) throw notFound('TicketDefinition', id);
    return found;
  }

  return {
    async createTicketDefinition(
      siteId: string,
      request: CreateTicketDefinitionRequest,
    ): Promise<TicketDefinition> {
      const input = request.ticketDefinition;
      const { settings } = await sites.getSite(siteId);
      return db.transaction(async (tx) => {
        const event = await events.lockEvent(tx, siteId, input.eventId);
        if (!event) throw notFound('Event', input.eventId);
        if (event.registration.initialType !== 'TICKETING')
          throw ValidationError.field(
            'ticketDefinition.eventId',
            'names an event that does not sell tickets',
            'VALIDATION',
          );
        const count = await repo.countTicketsOfEvent(tx, siteId, event.id);
        if (count >= MAX_TICKETS_PER_EVENT)
          throw new ApplicationError({
            status: 409,
            code: 'TOO_MANY_TICKET_DEFINITIONS',
            description: `An event has at most ${MAX_TICKETS_PER_EVENT} kinds of ticket`,
          });
        const now = clock.now().toISOString();
        const salePeriod = salePeriodOf(input.salePeriod);
        const record: TicketDefinitionRecord = {
          id: newId(),
          siteId,
          eventId: event.id,
          name: input.name,
          ...(input.description ? { description: input.description } : {}),
          ...(input.policyText ? { policyText: input.policyText } : {}),
          hidden: input.hidden ?? false,
          ...(input.initialLimit !== undefined ? { initialLimit: input.initialLimit } : {}),
          limitPerCheckout: input.limitPerCheckout ?? DEFAULT_TICKETS_PER_CHECKOUT,
          pricing: pricingOf(input.pricingMethod, settings.currency),
          feeType: input.feeType ?? 'FEE_ADDED_AT_CHECKOUT',
          ...(salePeriod ? { salePeriod } : {}),
          orderIndex: input.orderIndex ?? count,
          createdDate: now,
          updatedDate: now,
          revision: 1,
        };
        await repo.insertTicket(tx, record);
        return announce(tx, 'created', await stored(tx, siteId, record.id));
      });
    },

    async getTicketDefinition(siteId: string, id: string): Promise<TicketDefinition> {
      return presentTicketDefinition(await stored(db, siteId, id), clock.now());
    },

    async updateTicketDefinition(siteId: string, id: string, request: UpdateTicketDefinitionRequest) {
      const patch = request.ticketDefinition;
      const { settings } = await sites.getSite(siteId);
      return db.transaction(async (tx) => {
        const existing = await stored(tx, siteId, id);
        if (patch.revision !== undefined && Number(patch.revision) !== existing.revision)
          throw revisionMismatch('the ticket definition');
        if (patch.eventId !== undefined && patch.eventId !== existing.eventId)
          throw ValidationError.field('ticketDefinition.eventId', 'cannot change', 'FIELD_NOT_ALLOWED');
        const { quantity: _q, sold, reserved, ...record } = existing;
        const { id: _id, eventId: _e, revision: _r, pricingMethod, salePeriod, ...fields } = patch;
        const next: TicketDefinitionRecord = {
          ...record,
          ...fields,
          ...(pricingMethod ? { pricing: pricingOf(pricingMethod, settings.currency) } : {}),
          ...(salePeriod ? { salePeriod: salePeriodOf(salePeriod) } : {}),
          revision: existing.revision + 1,
          updatedDate: clock.now().toISOString(),
        };
        if (next.initialLimit !== undefined && next.initialLimit < sold + reserved)
          throw new ApplicationError({
            status: 409,
            code: 'TICKET_LIMIT_BELOW_SOLD',
            description: `${sold + reserved} ${existing.name} tickets are already sold or held; the limit cannot be lower`,
          });
        if (!(await repo.updateTicket(tx, next))) throw revisionMismatch('the ticket definition');
        return announce(tx, 'updated', await stored(tx, siteId, id));
      });
    },

    /** A kind of ticket nobody holds or bought goes; one with sales stays (hide it instead). */
    async deleteTicketDefinition(siteId: string, id: string) {
      await db.transaction(async (tx) => {
        const existing = await stored(tx, siteId, id);
        if (existing.sold + existing.reserved > 0)
          throw new ApplicationError({
            status: 409,
            code: 'TICKET_HAS_SALES',
            description: `${existing.name} tickets have been sold or are held; hide the ticket instead of deleting it`,
          });
        await repo.deleteTicket(tx, siteId, id);
        await announce(tx, 'deleted', existing);
      });
      return {};
    },

    async queryTicketDefinitions(siteId: string, query: Query | undefined) {
      const { records, pagingMetadata } = await repo.queryTickets(db, siteId, query);
      const now = clock.now();
      return {
        ticketDefinitions: records.map((ticket) => presentTicketDefinition(ticket, now)),
        pagingMetadata,
      };
    },

    /**
     * The tickets a buyer may choose: not hidden, of events still open (published, neither
     * cancelled nor over), on sale or shown before their sale (`displayNotOnSale`). The owner sees hidden ones and the dashboard too.
     */
    async availableTickets(
      siteId: string,
      owner: boolean,
      ask: AvailableTicketsAsk,
    ): Promise<AvailableTicketsResponse> {
      const now = clock.now();
      const all = ask.eventIds
        ? await repo.ticketsOfEvents(db, siteId, ask.eventIds)
        : await repo.allTickets(db, siteId);
      // As Wix's, these are the tickets one can reserve: none of a draft, cancelled or ended event.
      const closed = owner
        ? new Set<string>()
        : await events.closedIds(db, siteId, [...new Set(all.map((t) => t.eventId))], now.toISOString());
      const shown = all.filter((ticket) => {
        if (closed.has(ticket.eventId)) return false;
        if (ask.hidden !== undefined && ticket.hidden !== ask.hidden) return false;
        if (ticket.hidden && !(owner && (ask.hidden || ask.includeHiddenNotOnSale))) return false;
        const onSale = saleStatus(ticket, now) === 'SALE_STARTED';
        return onSale || ticket.salePeriod?.displayNotOnSale || (owner && ask.includeHiddenNotOnSale);
      });
      const [field = 'orderIndex', direction = 'asc'] = ask.sort.split(':');
      const compare = SORTS[field] ?? SORTS.orderIndex;
      const sign = direction === 'desc' ? -1 : 1;
      shown.sort((a, b) => sign * (compare?.(a, b) ?? 0) || (a.id < b.id ? -1 : 1));
      const page = shown.slice(ask.offset, ask.offset + ask.limit);
      const options = { dashboard: owner && ask.dashboard, policy: ask.policy };
      return {
        definitions: page.map((ticket) => presentAvailableTicket(ticket, now, options)),
        metaData: { count: page.length, offset: ask.offset, total: shown.length },
      };
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
