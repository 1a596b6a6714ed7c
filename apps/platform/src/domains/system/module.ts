import { defineModule } from '../../domain-module.js';
import { createReadiness } from '../../kernel/readiness.js';
import { systemRoutes } from './routes.js';

/** Liveness and readiness. */
export const systemModule = defineModule({
  name: 'system',
  apiSections: [{ name: 'System', description: 'Liveness and readiness.' }],
  needs: [],
  create: () => ({ readiness: createReadiness() }),
  routes: (system, _needs, { db }) => systemRoutes(db, system.readiness),
});
