import { defineModule } from '../../domain-module.js';
import { mediaMigration } from './migrations.js';
import { mediaRoutes } from './routes.js';
import { createMediaService } from './service.js';

/** Uploaded images, kept in the database and served by the platform. */
export const mediaModule = defineModule({
  name: 'media',
  apiSections: [{ name: 'Media', description: 'Picture uploads.' }],
  migrations: [mediaMigration],
  needs: [],
  create: (_needs: object, { db, config, clock }) =>
    createMediaService({ db, publicUrl: config.publicUrl, clock }),
  routes: (media) => mediaRoutes(media),
});
