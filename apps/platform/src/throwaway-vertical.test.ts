import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModule } from './domain-module.js';
import type { CatalogProvider } from './domains/ecom/catalog.js';
import type { EcomModuleService } from './domains/ecom/module.js';
import type { RedirectFlow } from './domains/redirects/flows.js';
import type { Queryable } from './kernel/db/database.js';
import { sql } from './kernel/db/sql.js';
import { route } from './kernel/http/route.js';
import { scheduleJob } from './kernel/jobs/jobs.js';
import { buildTestApp, type TestApp } from './testing/app.js';
import { testDialects } from './testing/databases.js';

/*
 * A vertical made from docs/architecture.md's checklist alone, as a test fixture (never shipped):
 * raffle tickets. It is new code plus one entry in the module list (here `extraModules`), and
 * this test proves each registration the checklist names reaches the platform: its migration,
 * its routes with their access levels and its section of the API reference, its items sold through ecom's cart, its hosted page
 * opened by a redirect session, its scheduled job, and its demo seed.
 */

const RAFFLES_APP_ID = 'test-raffles-app';

/** repo.ts: every SQL statement of the vertical. */
const raffles = {
  find: (db: Queryable, siteId: string, id: string) =>
    db.one<{ id: string; name: string; price_minor: number; drawn: number }>(
      sql`SELECT id, name, price_minor, drawn FROM test_raffles WHERE site_id = ${siteId} AND id = ${id}`,
    ),
  insert: async (db: Queryable, siteId: string, id: string, name: string, priceMinor: number) => {
    await db.run(sql`
      INSERT INTO test_raffles (id, site_id, name, price_minor, drawn) VALUES (${id}, ${siteId}, ${name}, ${priceMinor}, 0)
      ON CONFLICT (id) DO NOTHING`);
  },
  draw: async (db: Queryable, siteId: string, id: string) => {
    await db.run(sql`UPDATE test_raffles SET drawn = 1 WHERE site_id = ${siteId} AND id = ${id}`);
  },
};

/** catalog-provider.ts: what ecom reads of a raffle ticket. */
const raffleTickets = (db: Queryable): CatalogProvider => ({
  appId: RAFFLES_APP_ID,
  resolve: (siteId, selections, on) =>
    Promise.all(
      selections.map(async (selection) => {
        const raffle = await raffles.find(on ?? db, siteId, selection.catalogItemId);
        return (
          raffle && {
            catalogItemId: raffle.id,
            variantId: '',
            name: raffle.name,
            itemType: 'SERVICE' as const,
            shippable: false,
            priceMinor: Number(raffle.price_minor),
            fullPriceMinor: Number(raffle.price_minor),
            choices: {},
            relativePath: `/raffles/${raffle.id}`,
            quantityAvailable: 1000,
            inStock: true,
          }
        );
      }),
    ),
  reserve: async () => {},
});

/** redirect-flow.ts: the hosted page a redirect session opens (a Wix flavour no other module hosts). */
const raffleFlow: RedirectFlow = {
  flavour: 'storesProduct',
  hostedPath: '/hosted/raffle',
  validate: async () => {},
};

/** module.ts: the one value the module list names. */
const rafflesModule = defineModule({
  name: 'raffles',
  apiSections: [{ name: 'Raffles', description: 'Raffles and their draws.' }],
  migrations: [
    {
      id: 'raffles/0001-raffles',
      statements: () => [
        `CREATE TABLE test_raffles (id TEXT PRIMARY KEY, site_id TEXT NOT NULL, name TEXT NOT NULL,
           price_minor INTEGER NOT NULL, drawn INTEGER NOT NULL)`,
      ],
    },
  ],
  needs: ['ecom', 'redirects'],
  create: (
    {
      ecom,
      redirects,
    }: {
      ecom: Pick<EcomModuleService, 'registerCatalogProvider'>;
      redirects: { registerFlow(flow: RedirectFlow): void };
    },
    { db, clock },
  ) => {
    ecom.registerCatalogProvider(raffleTickets(db));
    redirects.registerFlow(raffleFlow);
    return {
      find: (siteId: string, id: string) => raffles.find(db, siteId, id),
      scheduleDraw: (siteId: string, id: string) =>
        db.transaction((tx) => scheduleJob(tx, clock, 'raffles.draw', { siteId, id })),
      draw: (tx: Queryable, payload: { siteId: string; id: string }) =>
        raffles.draw(tx, payload.siteId, payload.id),
    };
  },
  routes: (service) => async (app: FastifyInstance) => {
    route(app, {
      method: 'POST',
      path: '/raffles/v1/raffles/:id/draw',
      access: 'owner',
      summary: 'Draws a raffle on the job runner',
      tags: ['Raffles'],
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: Type.Object({}),
      handler: async ({ params, identity }) => {
        await service.scheduleDraw(identity.siteId, params.id);
        return {};
      },
    });
    route(app, {
      method: 'GET',
      path: '/raffles/v1/raffles/:id',
      access: 'visitor',
      summary: 'A raffle',
      tags: ['Raffles'],
      params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
      response: Type.Object({
        raffle: Type.Object({ id: Type.String(), name: Type.String(), drawn: Type.Boolean() }),
      }),
      handler: async ({ params, identity }) => {
        const raffle = await service.find(identity.siteId, params.id);
        return { raffle: { id: params.id, name: raffle?.name ?? '', drawn: Number(raffle?.drawn) === 1 } };
      },
    });
  },
  jobs: (service) => ({
    'raffles.draw': async ({ tx, payload }) => service.draw(tx, payload as { siteId: string; id: string }),
  }),
  seed: async (_service, _needs, demo, { db }) => {
    await raffles.insert(db, demo.siteId, 'spring', 'Spring raffle', 500);
  },
});

describe.each(testDialects)('a vertical added from the checklist on %s', (dialect) => {
  let t: TestApp;
  const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { extraModules: [rafflesModule] });
    await t.seedModules({ fresh: false });
  });
  afterAll(() => t.close());

  it('is seeded with the demo site and answers its routes at their access level', async () => {
    const visitor = await t.visitorToken();
    const read = await call(visitor, 'GET', '/raffles/v1/raffles/spring');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ raffle: { id: 'spring', name: 'Spring raffle', drawn: false } });
    expect((await t.app.inject({ method: 'GET', url: '/raffles/v1/raffles/spring' })).statusCode).toBe(401);
  });

  it('has its section in the API reference, with its routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.tags).toContainEqual({ name: 'Raffles', description: 'Raffles and their draws.' });
    expect(Object.keys(document.paths)).toContain('/raffles/v1/raffles/{id}');
  });

  it('sells its items through the cart', async () => {
    const visitor = await t.visitorToken();
    const added = await call(visitor, 'POST', '/ecom/v1/carts/current/add-to-cart', {
      lineItems: [{ catalogReference: { appId: RAFFLES_APP_ID, catalogItemId: 'spring' }, quantity: 2 }],
    });
    expect(added.statusCode).toBe(200);
    const [line] = added.json().cart.lineItems;
    expect(line.productName.original).toBe('Spring raffle');
    expect(line.quantity).toBe(2);
    expect(added.json().cart.subtotal.amount).toBe('10.00');
  });

  it('opens its hosted page from a redirect session', async () => {
    const visitor = await t.visitorToken();
    const session = await call(visitor, 'POST', '/redirect-session/v1/redirect-session', {
      storesProduct: {},
      callbacks: {},
    });
    expect(session.statusCode).toBe(200);
    expect(new URL(session.json().redirectSession.fullUrl).pathname).toBe('/hosted/raffle');
  });

  it('runs its scheduled job', async () => {
    expect((await call(await t.visitorToken(), 'POST', '/raffles/v1/raffles/spring/draw')).statusCode).toBe(
      403,
    );
    expect((await call(t.ownerApiKey, 'POST', '/raffles/v1/raffles/spring/draw')).statusCode).toBe(200);
    expect(await t.runDueJobs()).toBeGreaterThanOrEqual(1);
    const read = await call(await t.visitorToken(), 'GET', '/raffles/v1/raffles/spring');
    expect(read.json().raffle.drawn).toBe(true);
  });
});
