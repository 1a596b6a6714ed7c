import { randomUUID } from 'node:crypto';
import { ErrorBodySchema } from '@bazaar/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { type CatalogProvider, CatalogProviders } from './domains/ecom/catalog.js';
import { checkoutRoutes } from './domains/ecom/checkout-routes.js';
import { createCheckoutService } from './domains/ecom/checkout-service.js';
import { createCommerceSettingsService } from './domains/ecom/commerce-settings.js';
import { createCouponsService } from './domains/ecom/coupons.js';
import {
  checkoutMigration,
  commerceSettingsMigration,
  couponsMigration,
  ecomMigration,
} from './domains/ecom/migrations.js';
import { ecomCheckoutFlow } from './domains/ecom/redirect-flow.js';
import { ecomRoutes } from './domains/ecom/routes.js';
import { createEcomService } from './domains/ecom/service.js';
import { hostedPages } from './domains/hosted/pages.js';
import { hostedRoutes } from './domains/hosted/routes.js';
import { mediaMigration } from './domains/media/migrations.js';
import { mediaRoutes } from './domains/media/routes.js';
import { createMediaService } from './domains/media/service.js';
import { oauthMigration } from './domains/oauth/migrations.js';
import { oauthRoutes } from './domains/oauth/routes.js';
import { createOAuthService } from './domains/oauth/service.js';
import { paymentsRoutes } from './domains/payments/routes.js';
import { createTestChallenges } from './domains/payments/test-challenges.js';
import { TestPaymentProvider } from './domains/payments/test-provider.js';
import { RedirectFlows } from './domains/redirects/flows.js';
import { redirectsMigration } from './domains/redirects/migrations.js';
import { redirectsRoutes } from './domains/redirects/routes.js';
import { createRedirectsService } from './domains/redirects/service.js';
import { sitesMigration } from './domains/sites/migrations.js';
import { sitesRoutes } from './domains/sites/routes.js';
import { createSitesService } from './domains/sites/service.js';
import { storesCatalogProvider } from './domains/stores/catalog-provider.js';
import {
  catalogueScaleMigration,
  storesMigration,
  storeVariantsMigration,
} from './domains/stores/migrations.js';
import { storesRoutes } from './domains/stores/routes.js';
import { createStoresService } from './domains/stores/service.js';
import { systemRoutes } from './domains/system/routes.js';
import { type Clock, systemClock } from './kernel/clock.js';
import type { Database } from './kernel/db/database.js';
import { migrate } from './kernel/db/migrate.js';
import { revisionsMigration } from './kernel/db/revisions.js';
import { outboxMigration } from './kernel/events.js';
import { handleRoutingError } from './kernel/http/error-handler.js';
import { validatorCompiler } from './kernel/http/validation.js';
import { installWireRules } from './kernel/http/wire.js';
import { jobsMigration } from './kernel/jobs/migration.js';
import { loadSigningKey } from './kernel/signing-keys.js';

/** Every migration of every domain, in the order they were written. */
export const migrations = [
  sitesMigration,
  oauthMigration,
  outboxMigration,
  mediaMigration,
  storesMigration,
  ecomMigration,
  checkoutMigration,
  redirectsMigration,
  couponsMigration,
  commerceSettingsMigration,
  storeVariantsMigration,
  revisionsMigration,
  catalogueScaleMigration,
  jobsMigration,
];

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options, or false to stay quiet (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where the rules read the time; tests pass a clock they move. */
  clock?: Clock;
  /** Apps selling through the cart besides the built-in ones (tests plug in a test app). */
  extraCatalogProviders?: readonly CatalogProvider[];
}

/** The services the domains expose to each other, to the seed, and to tests. */
export type Services = Awaited<ReturnType<typeof createServices>>;

async function createServices(
  db: Database,
  config: Config,
  clock: Clock,
  extraCatalogProviders: readonly CatalogProvider[],
) {
  const sites = createSitesService(db);
  const oauth = createOAuthService(
    db,
    sites,
    await loadSigningKey(db, 'access-tokens'),
    {
      issuer: config.publicUrl,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    },
    clock,
  );
  const media = createMediaService(db, config.publicUrl);
  const stores = createStoresService(db, sites, media, { storefrontUrl: config.storefrontUrl });
  const coupons = createCouponsService(db);
  const commerce = createCommerceSettingsService(db);
  const catalog = new CatalogProviders();
  catalog.register(storesCatalogProvider(stores));
  for (const provider of extraCatalogProviders) catalog.register(provider);
  const ecom = createEcomService(db, sites, catalog, coupons, commerce, {
    storefrontUrl: config.storefrontUrl,
  });
  const payments = new TestPaymentProvider(
    createTestChallenges(await loadSigningKey(db, 'test-payment-challenges')),
  );
  const checkout = createCheckoutService(db, sites, catalog, ecom, payments);
  const flows = new RedirectFlows();
  flows.register(ecomCheckoutFlow(checkout));
  const redirects = createRedirectsService(db, sites, flows, { publicUrl: config.publicUrl });
  return { sites, oauth, media, stores, coupons, commerce, ecom, payments, checkout, redirects };
}

/**
 * Builds the platform on an open database; used by `main.ts` and by every HTTP test. The app is
 * not yet started, so callers may add hooks; `listen()` or the first `inject()` starts it.
 */
export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, db } = options;
  await migrate(db, migrations);
  const services = await createServices(
    db,
    config,
    options.clock ?? systemClock,
    options.extraCatalogProviders ?? [],
  );

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: handleRoutingError,
  });
  app.setValidatorCompiler(validatorCompiler);

  await installWireRules(app, {
    corsOrigins: config.corsOrigins,
    authenticator: {
      verifyAccessToken: (jwt) => services.oauth.verifyAccessToken(jwt),
      verifyApiKey: (key, siteId) => services.sites.verifyApiKey(key, siteId),
    },
  });

  app.addSchema(ErrorBodySchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bazaar platform API',
        version: '0.1.0',
        description: 'Wire-compatible with Wix Headless',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          accessToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'OauthNG.JWS.… access token',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(systemRoutes(db));
  await app.register(sitesRoutes(services.sites));
  await app.register(oauthRoutes(services.oauth));
  await app.register(mediaRoutes(services.media));
  await app.register(storesRoutes(services.stores));
  await app.register(ecomRoutes(services.ecom, services.coupons, services.sites, services.commerce));
  await app.register(checkoutRoutes(services.checkout));
  await app.register(paymentsRoutes(services.payments.challenges));
  await app.register(redirectsRoutes(services.redirects));
  await app.register(hostedRoutes(services.redirects, services.checkout, services.sites));
  await app.register(hostedPages(config.hostedDir));

  return { app, services };
}
