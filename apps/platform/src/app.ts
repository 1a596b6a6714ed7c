import { randomUUID } from 'node:crypto';
import { ErrorBodySchema } from '@bazaar/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import {
  type AnyModule,
  assembleModules,
  type DemoSite,
  type EventSubscriptionOf,
  migrationsOf,
  type ServicesOf,
  type Worker,
} from './domain-module.js';
import { accountsModule } from './domains/accounts/module.js';
import { analyticsModule } from './domains/analytics/module.js';
import { bookingsModule } from './domains/bookings/module.js';
import { ecomModule } from './domains/ecom/module.js';
import { eventsModule } from './domains/events/module.js';
import { graphqlModule } from './domains/graphql/module.js';
import { hostedModule } from './domains/hosted/module.js';
import { identityModule } from './domains/identity/module.js';
import { mailModule } from './domains/mail/module.js';
import { mediaModule } from './domains/media/module.js';
import { membersModule } from './domains/members/module.js';
import { oauthModule } from './domains/oauth/module.js';
import { paymentsModule } from './domains/payments/module.js';
import { pricingPlansModule } from './domains/pricing-plans/module.js';
import { redirectsModule } from './domains/redirects/module.js';
import { sitesModule } from './domains/sites/module.js';
import { storesModule } from './domains/stores/module.js';
import { API_INTRODUCTION } from './domains/system/api-introduction.js';
import { systemModule } from './domains/system/module.js';
import { webhooksModule } from './domains/webhooks/module.js';
import { type Clock, systemClock } from './kernel/clock.js';
import type { Database } from './kernel/db/database.js';
import { migrate } from './kernel/db/migrate.js';
import { revisionsMigration } from './kernel/db/revisions.js';
import { type EventType, eventTypesOf } from './kernel/event-catalogue.js';
import { outboxMigration, outboxPruningMigration } from './kernel/events.js';
import { installApiDocs } from './kernel/http/api-docs.js';
import { handleRoutingError } from './kernel/http/error-handler.js';
import { loggerOptions, RequestLines } from './kernel/http/request-log.js';
import { buildKeptSerializer } from './kernel/http/serialization.js';
import { validatorCompiler } from './kernel/http/validation.js';
import { installWireRules } from './kernel/http/wire.js';
import type { JobHandler } from './kernel/jobs/jobs.js';
import { jobsMigration } from './kernel/jobs/migration.js';
import { watchBacklogs } from './kernel/metrics/backlog-metrics.js';
import { timedDatabase } from './kernel/metrics/database-metrics.js';
import { requestRecorder } from './kernel/metrics/http-metrics.js';
import { createMetrics, type Metrics } from './kernel/metrics/metrics.js';
import { resealSecrets } from './kernel/secrets/reseal.js';
import { SecretBox } from './kernel/secrets/secret-box.js';
import { signingKeyColumn } from './kernel/signing-keys.js';

/**
 * The platform's domains. A module may use the services of those listed before it; adding a
 * vertical is adding its module here (see docs/architecture.md).
 */
export const modules = [
  systemModule,
  sitesModule,
  oauthModule,
  mediaModule,
  redirectsModule,
  mailModule,
  identityModule,
  accountsModule,
  membersModule,
  paymentsModule,
  ecomModule,
  analyticsModule,
  storesModule,
  bookingsModule,
  eventsModule,
  pricingPlansModule,
  webhooksModule,
  graphqlModule,
  hostedModule,
] as const;

/** Every migration: the kernel's tables first, then each module's, in list order. */
export const migrations = [
  outboxMigration,
  revisionsMigration,
  jobsMigration,
  outboxPruningMigration,
  ...migrationsOf(modules),
];

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where the rules read the time; tests pass a clock they move. */
  clock?: Clock;
  /** Modules listed after the platform's own (tests plug in a vertical of their own this way). */
  extraModules?: readonly AnyModule[];
}

/** The services the domains expose to each other, to the seed, and to tests. */
export type Services = ServicesOf<typeof modules>;

/**
 * Builds the platform on an open database; used by `main.ts` and by every HTTP test. The app is
 * not yet started, so callers may add hooks; `listen()` or the first `inject()` starts it.
 */
export async function buildApp(options: AppOptions): Promise<{
  app: FastifyInstance;
  services: Services;
  jobs: Record<string, JobHandler>;
  /** The modules' subscribers of published domain events. */
  subscribers: EventSubscriptionOf[];
  /** The modules' background loops. */
  workers: Worker[];
  /** Every event type the modules announce: the webhook catalogue. */
  eventTypes: readonly EventType[];
  /** Fills the demo site with every module's examples (`npm start`). */
  seed(demo: DemoSite): Promise<void>;
  /** What `/metrics` reads (main.ts serves it on a port of its own when `METRICS_PORT` says so). */
  metrics: Metrics;
}> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const all = [...modules, ...(options.extraModules ?? [])];
  await migrate(options.db, [...migrations, ...migrationsOf(options.extraModules ?? [])]);
  const eventTypes = eventTypesOf(all.flatMap((module) => module.events ?? []));
  if (config.secretsKeys.length === 0)
    throw new Error(
      'No key to seal the secrets kept in the database: set SECRETS_KEY_FILE to a file holding `openssl rand -base64 32` (docs/operations.md, "Secrets at rest")',
    );
  const secrets = new SecretBox(config.secretsKeys);
  // Values kept in clear by an older version, or sealed by a key a rotation moved down, are sealed
  // with the current key before anything reads them.
  await resealSecrets(options.db, secrets, [
    signingKeyColumn,
    ...all.flatMap((module) => module.sealedColumns ?? []),
  ]);
  const metrics = createMetrics(config.metrics.enabled);
  // Timing every statement costs a little; only a process whose metrics are read pays it.
  const db = metrics.enabled ? timedDatabase(options.db, metrics.registry) : options.db;
  if (metrics.enabled) watchBacklogs(options.db, clock, metrics.registry);
  const assembled = await assembleModules(all, { db, config, clock, eventTypes, metrics, secrets });
  const services = assembled.services as unknown as Services;
  services.system.readiness.expectMigrations(
    [...migrations, ...migrationsOf(options.extraModules ?? [])].map((migration) => migration.id),
  );

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new RequestLines(metrics.enabled ? requestRecorder(metrics.registry) : undefined),
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: handleRoutingError,
    schemaController: { compilersFactory: { buildSerializer: buildKeptSerializer } },
  });
  app.setValidatorCompiler(validatorCompiler);

  await installWireRules(app, {
    corsOrigins: config.corsOrigins,
    allowsOrigin: (origin) => services.sites.allowsBrowserOrigin(origin),
    authenticator: {
      verifyAccessToken: (jwt) => services.oauth.verifyAccessToken(jwt),
      verifyApiKey: (key, siteId) => services.sites.verifyApiKey(key, siteId),
      verifyStaffToken: (token) => services.events.staff.verify(token),
      roleOnSite: (accountId, siteId) => services.accounts.sites.roleOnSite(accountId, siteId),
    },
  });

  app.addSchema(ErrorBodySchema);
  await installApiDocs(
    app,
    config.publicUrl,
    all.flatMap((module) => module.apiSections ?? []),
    API_INTRODUCTION,
  );

  for (const routes of assembled.routes) await app.register(routes);

  return {
    app,
    services,
    jobs: assembled.jobs,
    subscribers: assembled.subscribers,
    workers: assembled.workers,
    eventTypes,
    seed: assembled.seed,
    metrics,
  };
}
