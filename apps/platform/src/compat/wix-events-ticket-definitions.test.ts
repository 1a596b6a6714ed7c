import * as ticketDefinitionsV2 from '@wix/auto_sdk_events_ticket-definitions-v-2';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsTestCalls } from '../domains/events/test-calls.js';
import { testDialects } from '../testing/databases.js';
import { type CompatPlatform, startCompatPlatform } from '../testing/wix-compat.js';

/**
 * The official `ticketDefinitionsV2` module, unmodified, sends its calls to
 * `/events-ticket-definitions/v3/ticket-definitions…`: the owner makes, reads, changes, lists and
 * deletes an event's kinds of ticket with it.
 */
describe.each(testDialects)('official ticket definitions module against the platform on %s', (dialect) => {
  let t: CompatPlatform;
  const events = eventsTestCalls(() => t);

  beforeAll(async () => {
    t = await startCompatPlatform(dialect);
  });
  afterAll(() => t.close());

  it('creates, gets, updates, queries and deletes a ticket definition', async () => {
    const event = await events.createEvent({
      dateAndTimeSettings: {
        startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString(),
        timeZoneId: 'Europe/Lisbon',
      },
    });
    const owner = createClient({
      modules: { ticketDefinitionsV2 },
      auth: ApiKeyStrategy({ apiKey: t.ownerApiKey, siteId: t.siteId }),
    });
    const made = await owner.ticketDefinitionsV2.createTicketDefinition({
      eventId: event.id,
      name: 'Standing',
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      pricingMethod: { fixedPrice: { value: '15' } },
    });
    expect(made).toMatchObject({ eventId: event.id, name: 'Standing' });
    expect((await owner.ticketDefinitionsV2.getTicketDefinition(made._id ?? '')).name).toBe('Standing');
    const renamed = await owner.ticketDefinitionsV2.updateTicketDefinition(made._id ?? '', {
      revision: made.revision ?? '',
      name: 'Standing room',
    });
    expect(renamed.name).toBe('Standing room');
    const { items } = await owner.ticketDefinitionsV2.queryTicketDefinitions().eq('eventId', event.id).find();
    expect(items.map((item) => item._id)).toEqual([made._id]);
    await owner.ticketDefinitionsV2.deleteTicketDefinition(made._id ?? '');
    const after = await owner.ticketDefinitionsV2.queryTicketDefinitions().eq('eventId', event.id).find();
    expect(after.items).toEqual([]);
  });
});
