import { defineModule } from '../../domain-module.js';
import { seedDemoCatalogue } from '../../seed/demo-catalogue.js';
import type { EcomModuleService } from '../ecom/module.js';
import type { MediaService } from '../media/service.js';
import type { SitesService } from '../sites/service.js';
import { storesCatalogProvider } from './catalog-provider.js';
import { storesEvents } from './events.js';
import {
  catalogueChangesMigration,
  catalogueScaleMigration,
  foldedNamesMigration,
  inventoryStatusMigration,
  nameWordsMigration,
  storesMigration,
  storeVariantsMigration,
} from './migrations.js';
import { storesRoutes } from './routes.js';
import { createStoresService } from './service.js';

export interface StoresNeeds {
  sites: Pick<SitesService, 'getSite'>;
  media: Pick<MediaService, 'findImages' | 'fileIdOf' | 'uploadImage'>;
  ecom: Pick<EcomModuleService, 'registerCatalogProvider'>;
}

/** The store: products, variants, collections, stock; sold through ecom as its first catalog provider. */
export const storesModule = defineModule({
  name: 'stores',
  apiSections: [{ name: 'Stores', description: 'Products, their options, variants, stock and pictures.' }],
  events: storesEvents,
  migrations: [
    storesMigration,
    storeVariantsMigration,
    catalogueScaleMigration,
    foldedNamesMigration,
    nameWordsMigration,
    inventoryStatusMigration,
    catalogueChangesMigration,
  ],
  needs: ['sites', 'media', 'ecom'],
  create: ({ sites, media, ecom }: StoresNeeds, { db, config, clock }) => {
    const stores = createStoresService({
      db,
      sites,
      media,
      storefrontUrl: config.storefrontUrl,
      keptCatalogueProducts: config.keptCatalogueProducts,
      clock,
    });
    ecom.registerCatalogProvider(storesCatalogProvider(stores));
    return stores;
  },
  routes: (stores) => storesRoutes(stores),
  workers: (stores) => [
    {
      name: 'presenting kept catalogues',
      // A few dozen milliseconds a run, between requests: what a restart left to present is
      // presented in seconds without holding the event loop.
      work: () => stores.warmPresentations(50),
      intervalMs: 100,
    },
  ],
  // The demo catalogue (collections, products and their pictures), on the start that made the site.
  seed: async (stores, { media }, demo) => {
    if (demo.fresh) await seedDemoCatalogue(stores, media, demo.siteId);
  },
});
