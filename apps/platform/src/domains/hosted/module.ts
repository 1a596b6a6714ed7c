import { defineModule } from '../../domain-module.js';
import { hostedPages } from './pages.js';

/**
 * The hosted app's files and its page for every hosted flow. The API each page calls belongs to
 * the domain of its flow (ecom serves the checkout page's), so this module names no domain.
 */
export const hostedModule = defineModule({
  name: 'hosted',
  needs: [],
  create: () => undefined,
  routes: (_service, _needs, { config }) => hostedPages(config.hostedDir),
});
