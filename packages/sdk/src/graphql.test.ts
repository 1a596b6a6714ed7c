import { DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy } from './auth/oauth.js';
import { createClient } from './client.js';
import { graphql } from './context.js';
import { dialects, type RunningPlatform, startPlatform } from './test/platform.js';

/** `client.graphql()` and the context's `graphql()` against the platform's GraphQL endpoint. */
describe.each(dialects)('@bazaar/sdk graphql against the platform on %s', (dialect) => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform(dialect);
    await platform.seedModules({ fresh: true });
  });
  afterAll(() => platform.close());

  const visitor = () =>
    createClient({
      auth: OAuthStrategy({ clientId: DEFAULT_CLIENT_ID }),
      host: { apiBaseUrl: platform.baseUrl },
    });

  it('reads every vertical’s public side in one request, as a visitor with renewed tokens', async () => {
    const { data, errors } = await visitor().graphql<{
      storesCollectionsV1Collections: { items: { name: string }[] };
      bookingsServicesV2Services: { items: { name: string }[] };
      eventsEventsV3Events: { items: { title: string; availableTickets: { name: string }[] }[] };
      pricingPlansPlansV2PublicPlans: { items: { name: string }[] };
    }>(`{
      storesCollectionsV1Collections { items { name } }
      bookingsServicesV2Services { items { name } }
      eventsEventsV3Events { items { title availableTickets { name } } }
      pricingPlansPlansV2PublicPlans { items { name } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.bookingsServicesV2Services.items.length).toBeGreaterThan(0);
    expect(data.eventsEventsV3Events.items.some((event) => event.availableTickets.length > 0)).toBe(true);
    expect(data.pricingPlansPlansV2PublicPlans.items.length).toBeGreaterThan(0);
  });

  it('serves the context’s graphql() once the client is the context', async () => {
    const client = visitor();
    client.enableContext();
    try {
      expect(await graphql('{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    } finally {
      client.disableContext();
    }
  });

  it('throws the spec’s error for a non-200 answer', async () => {
    await expect(visitor().graphql('{ __typename }', {}, { apiVersion: 'v9' })).rejects.toThrow(
      'GraphQL request failed with status 404',
    );
  });
});
