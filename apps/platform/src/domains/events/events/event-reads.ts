import type { Event, EventFieldGroup, Query } from '@bazaar/contracts';
import type { Queryable, Transaction } from '../../../kernel/db/database.js';
import { notFound } from '../../../kernel/errors.js';
import type { EventPresenter } from './event-presenting.js';
import * as repo from './repo.js';
import type { EventsDeps } from './service.js';

/** Reading events: one by id or slug, a query's page, counts by status; drafts only for the owner. */
export function createEventReads({ db }: EventsDeps, { present, presentOne }: EventPresenter) {
  return {
    async getEvent(
      siteId: string,
      id: string,
      seesDrafts: boolean,
      fields?: EventFieldGroup[],
    ): Promise<Event> {
      const record = await repo.findEvent(db, siteId, id);
      if (!record || (record.phase === 'DRAFT' && !seesDrafts)) throw notFound('Event', id);
      return presentOne(record, fields);
    },

    async getEventBySlug(siteId: string, slug: string, seesDrafts: boolean, fields?: EventFieldGroup[]) {
      const record = await repo.findEventBySlug(db, siteId, slug);
      if (!record || (record.phase === 'DRAFT' && !seesDrafts)) throw notFound('Event', slug);
      return presentOne(record, fields);
    },

    async queryEvents(
      siteId: string,
      query: Query | undefined,
      includeDrafts: boolean,
      fields?: EventFieldGroup[],
    ) {
      const { records, pagingMetadata } = await repo.queryEvents(db, siteId, query, includeDrafts);
      return { events: await present(records, siteId, fields), pagingMetadata };
    },

    async countEventsByStatus(
      siteId: string,
      filter: Record<string, unknown> | null | undefined,
      includeDrafts: boolean,
    ) {
      const counts = await repo.countByStatus(db, siteId, filter, includeDrafts);
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { facets: { status: { counts } }, pagingMetadata: { total } };
    },

    /** For the reservations and the checkout: the event as stored, or undefined. */
    find: (siteId: string, id: string, on: Queryable = db) => repo.findEvent(on, siteId, id),
    lock: (tx: Transaction, siteId: string, id: string) => repo.lockEvent(tx, siteId, id),
  };
}
