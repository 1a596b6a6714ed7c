import { ACCOUNTS_SITE_ID, DASHBOARD_CLIENT_ID, DEFAULT_CLIENT_ID } from '@bazaar/contracts';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, type Services } from '../app.js';
import { loadConfig } from '../config.js';
import { issueRefreshToken } from '../domains/oauth/refresh-tokens-repo.js';
import { systemClock } from '../kernel/clock.js';
import type { Database } from '../kernel/db/database.js';
import type { Dialect } from '../kernel/db/sql.js';
import { newId } from '../kernel/ids.js';
import { createJobRunner } from '../kernel/jobs/jobs.js';
import { createOutboxPublisher } from '../kernel/outbox-publisher.js';
import { seedDemoSite } from '../seed/demo-site.js';
import { openTestDatabase } from './databases.js';
import { eventTypesMissingFrom } from './event-catalogue-check.js';
import { TEST_SECRETS_KEY } from './secrets-key.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  services: Services;
  siteId: string;
  ownerApiKey: string;
  /** A new visitor's access token for the demo client. */
  visitorToken(): Promise<string>;
  /**
   * An access token of a signed-in member of the demo site, got by the refresh grant from a
   * refresh token written here, as a login would write it (members sign in once issue 17 lands).
   */
  memberToken(memberId: string): Promise<string>;
  /** The access token of a new account (a person who runs sites) with this address. */
  accountToken(email?: string): Promise<string>;
  /** Runs every module's demo seed on the demo site, as `npm start` does (`fresh`: as on its first start). */
  seedModules(options: { fresh: boolean }): Promise<void>;
  /** Runs the jobs due by the app's clock (expiries, status changes), as the poller would; returns how many ran. */
  runDueJobs(): Promise<number>;
  /** Publishes the outbox's pending events to the modules' subscribers (webhook deliveries), as the poller would. */
  publishEvents(): Promise<number>;
  close(): Promise<void>;
}

/** The real platform on a fresh database of the dialect, with the demo site seeded. */
export async function buildTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clock' | 'extraModules'> = {},
): Promise<TestApp> {
  const db = await openTestDatabase(dialect);
  // Passwords hash at the lowest cost the setting allows (2^12 against 2^17) so that suites signing
  // many members up stay quick; every stored hash names its cost, so the code path is the same.
  const config = loadConfig({
    PASSWORD_HASH_COST: '12',
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
    DATABASE_FILE: ':memory:',
  });
  const { app, services, jobs, subscribers, eventTypes, seed } = await buildApp({
    config,
    db,
    logger: false,
    ...options,
  });
  const outbox = createOutboxPublisher(db, options.clock ?? systemClock, { error: () => undefined });
  for (const { entityFqdn, subscriber } of subscribers) outbox.subscribe(entityFqdn as '*', subscriber);
  const failures: string[] = [];
  const jobRunner = createJobRunner(db, options.clock ?? systemClock, jobs, {
    error: (details: object) => failures.push(JSON.stringify(details)),
  });
  // No input may yield a 500: every test app fails its suite on close if one was ever sent.
  const serverErrors: string[] = [];
  // (`/readyz` answers 503 by design while a process should get no traffic.)
  app.addHook('onResponse', async (request, reply) => {
    const notReady = reply.statusCode === 503 && request.url === '/readyz';
    if (reply.statusCode >= 500 && !notReady)
      serverErrors.push(`${request.method} ${request.url.slice(0, 200)} → ${reply.statusCode}`);
  });
  const demo = await seedDemoSite(services.sites);
  if (!demo.ownerApiKey) throw new Error('A fresh database must get a fresh owner API key');
  return {
    app,
    db,
    services,
    siteId: demo.site.id,
    ownerApiKey: demo.ownerApiKey,
    async visitorToken() {
      const response = await app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: DEFAULT_CLIENT_ID, grantType: 'anonymous' },
      });
      return response.json().access_token as string;
    },
    async memberToken(memberId: string) {
      const { token: refreshToken } = await issueRefreshToken(
        db,
        { siteId: demo.site.id, clientId: DEFAULT_CLIENT_ID, role: 'member', memberId, visitorId: newId() },
        3600,
        options.clock?.now() ?? new Date(),
      );
      const response = await app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: DEFAULT_CLIENT_ID, grantType: 'refresh_token', refreshToken },
      });
      return response.json().access_token as string;
    },
    /** An account's access token (a person who runs sites), made for a new account of this address. */
    async accountToken(email = `account.${newId().slice(0, 8)}@example.com`) {
      const account = await services.identity.admin.create(ACCOUNTS_SITE_ID, { email, profile: {} });
      const { token: refreshToken } = await issueRefreshToken(
        db,
        {
          siteId: ACCOUNTS_SITE_ID,
          clientId: DASHBOARD_CLIENT_ID,
          role: 'member',
          memberId: account.id,
          visitorId: newId(),
        },
        3600,
        options.clock?.now() ?? new Date(),
      );
      const response = await app.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: DASHBOARD_CLIENT_ID, grantType: 'refresh_token', refreshToken },
      });
      return response.json().access_token as string;
    },
    seedModules: ({ fresh }) => seed({ siteId: demo.site.id, currency: demo.site.settings.currency, fresh }),
    async runDueJobs() {
      const ran = await jobRunner.runDue();
      if (failures.length > 0) throw new Error(`A job failed: ${failures.join('; ')}`);
      return ran;
    },
    async publishEvents() {
      let published = 0;
      for (let batch = await outbox.publishPending(); batch > 0; batch = await outbox.publishPending())
        published += batch;
      return published;
    },
    async close() {
      await app.close();
      // Every event recorded must be in the webhook catalogue (docs/webhooks.md), or no one learns of it.
      const unlisted = await eventTypesMissingFrom(db, eventTypes);
      await db.close();
      if (unlisted.length > 0)
        throw new Error(`Events recorded that no module lists in its events: ${unlisted.join(', ')}`);
      if (serverErrors.length > 0)
        throw new Error(`The platform answered with server errors: ${serverErrors.join('; ')}`);
    },
  };
}

/**
 * Another platform on a test app's database, keeping up to `keptCatalogueProducts` products in
 * memory ('0': every catalogue query goes to SQL), as a second process would: the same data
 * answered another way, to compare byte for byte.
 */
export async function platformOnSameDatabase(
  db: Database,
  keptCatalogueProducts: string,
): Promise<FastifyInstance> {
  const config = loadConfig({
    DATABASE_FILE: ':memory:',
    KEPT_CATALOGUE_PRODUCTS: keptCatalogueProducts,
    SECRETS_KEY: TEST_SECRETS_KEY,
  });
  return (await buildApp({ config, db, logger: false })).app;
}

export { authenticatorCode } from './authenticator.js';
export { modulesInProgress } from './modules-in-progress.js';
export { startWebhookReceiver } from './webhook-receiver.js';
