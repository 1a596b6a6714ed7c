import { defineModule } from '../../domain-module.js';
import { systemRoutes } from './routes.js';

/** Liveness and readiness. */
export const systemModule = defineModule({
  name: 'system',
  apiSections: [{ name: 'System', description: 'Liveness.' }],
  needs: [],
  create: () => undefined,
  routes: (_service, _needs, { db }) => systemRoutes(db),
});
