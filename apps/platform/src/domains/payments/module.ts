import { defineModule } from '../../domain-module.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import { paymentsRoutes } from './routes.js';
import { createTestChallenges } from './test-challenges.js';
import { TestPaymentProvider } from './test-provider.js';

/** The test payment provider, and the page step of its second-step (3-D Secure) cards. */
export const paymentsModule = defineModule({
  name: 'payments',
  apiSections: [{ name: 'Payments', description: 'The test payment provider.' }],
  needs: [],
  create: async (_needs: object, { db, clock }) =>
    new TestPaymentProvider(createTestChallenges(await loadSigningKey(db, 'test-payment-challenges')), clock),
  routes: (payments) => paymentsRoutes(payments.challenges),
});
