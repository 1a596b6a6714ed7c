import type { Event, EventFieldGroup } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import * as rsvps from '../rsvp/repo.js';
import * as tickets from '../tickets/repo.js';
import { presentEvent } from './presenter.js';
import type { EventRecord } from './record.js';
import type { EventsDeps } from './service.js';

/**
 * Events as the API answers with them: each with its tickets, the site's currency, its links on
 * the storefront and, for an RSVP event with a guest limit, how many come; read in one pass for
 * a page of events.
 */
export function createEventPresenter({ db, clock, sites, storefrontUrl }: EventsDeps) {
  async function present(
    records: EventRecord[],
    siteId: string,
    fields?: readonly EventFieldGroup[],
    on: Queryable = db,
  ) {
    const { settings } = await sites.getSite(siteId, on);
    const all = await tickets.ticketsOfEvents(
      on,
      siteId,
      records.map((record) => record.id),
    );
    // Only an RSVP event with a guest limit shows whether it is full.
    const attending = await rsvps.attendingCounts(
      on,
      siteId,
      records.filter((record) => record.registration.rsvp?.limit !== undefined).map((record) => record.id),
    );
    const context = {
      now: clock.now(),
      currency: settings.currency,
      storefrontUrl,
      ...(fields ? { fields } : {}),
    };
    return records.map((record) =>
      presentEvent(
        record,
        all.filter((ticket) => ticket.eventId === record.id),
        context,
        { attending: attending.get(record.id) ?? 0 },
      ),
    );
  }

  const presentOne = async (record: EventRecord, fields?: readonly EventFieldGroup[], on: Queryable = db) =>
    (await present([record], record.siteId, fields, on))[0] as Event;

  return { present, presentOne };
}

export type EventPresenter = ReturnType<typeof createEventPresenter>;
