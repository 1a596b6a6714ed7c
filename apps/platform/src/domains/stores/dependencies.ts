import type { Clock } from '../../kernel/clock.js';
import type { Database } from '../../kernel/db/database.js';
import type { MediaService } from '../media/service.js';
import type { SitesService } from '../sites/service.js';

/** What the store reads besides its own tables: each part's factory takes the fields it uses. */
export interface StoresDependencies {
  db: Database;
  /** The site's currency, which prices are kept and formatted in. */
  sites: Pick<SitesService, 'getSite'>;
  /** Product images: files uploaded to the media domain. */
  media: Pick<MediaService, 'findImages' | 'fileIdOf'>;
  /** Where the storefront shows a product (`productPageUrl.base`). */
  storefrontUrl: string;
  /** Catalogues up to this size are queried in memory (`KeptCatalogues`), larger ones by SQL. */
  keptCatalogueProducts: number;
  clock: Clock;
}
