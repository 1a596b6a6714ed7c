import { defineModule } from '../../domain-module.js';
import { metricsRoute } from '../../kernel/metrics/metrics-endpoint.js';
import { createReadiness } from '../../kernel/readiness.js';
import { systemRoutes } from './routes.js';

/** Liveness, readiness and, when served on the API's port, the metrics. */
export const systemModule = defineModule({
  name: 'system',
  apiSections: [{ name: 'System', description: 'Liveness and readiness.' }],
  needs: [],
  create: () => ({ readiness: createReadiness() }),
  routes:
    (system, _needs, { db, config, metrics }) =>
    async (app) => {
      await app.register(systemRoutes(db, system.readiness));
      if (config.metrics.enabled && config.metrics.port === undefined)
        await app.register(metricsRoute(metrics, config.metrics.token));
    },
});
