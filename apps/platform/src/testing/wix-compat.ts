import type { AppOptions } from '../app.js';
import { seedDemoCatalogue } from '../seed/demo-catalogue.js';
import { buildTestApp, type TestApp } from './app.js';
import { routeWixHostsTo } from './wix-hosts.js';

export interface CompatPlatform extends TestApp {
  baseUrl: string;
}

/**
 * The platform with the demo catalogue, listening on loopback, with the official `@wix/*`
 * clients' hosts routed to it, for tests that use those clients unmodified.
 */
export async function startCompatPlatform(
  dialect: 'sqlite' | 'postgres',
  options: Pick<AppOptions, 'extraModules'> = {},
): Promise<CompatPlatform> {
  const platform = await buildTestApp(dialect, {}, options);
  await seedDemoCatalogue(platform.services.stores, platform.services.media, platform.siteId);
  const baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const restoreFetch = routeWixHostsTo(baseUrl);
  const close = platform.close;
  return Object.assign(platform, {
    baseUrl,
    async close() {
      restoreFetch();
      await close();
    },
  });
}
