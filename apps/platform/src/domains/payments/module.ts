import { defineModule } from '../../domain-module.js';
import { migrate } from '../../kernel/db/migrate.js';
import { loadSigningKey } from '../../kernel/signing-keys.js';
import { ledgerMigrations } from './ledger-migrations.js';
import { createProviderLedger } from './provider-ledger.js';
import { paymentsRoutes } from './routes.js';
import { createTestChallenges } from './test-challenges.js';
import { TestPaymentProvider } from './test-provider.js';

/**
 * The test payment provider, the page step of its second-step (3-D Secure) cards, and its record
 * of every call, kept apart from the platform's transactions (`Database.sibling`) as a real
 * provider's records are.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  apiSections: [
    { name: 'Payments', description: 'The test payment provider: its bank page and its record of calls.' },
  ],
  needs: [],
  async create(_needs: object, { db, clock, secrets }) {
    const ledgerDb = await db.sibling('payments');
    await migrate(ledgerDb, ledgerMigrations);
    return new TestPaymentProvider(
      createTestChallenges(await loadSigningKey(db, secrets, 'test-payment-challenges')),
      clock,
      createProviderLedger(ledgerDb, clock),
    );
  },
  routes: (payments) => paymentsRoutes(payments),
});
