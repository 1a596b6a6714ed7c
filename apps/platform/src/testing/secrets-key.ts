import { newSecretsKey } from '../kernel/secrets/secret-box.js';

/**
 * The key test apps seal secrets with: made at random once per test process, so that two apps a
 * test builds on one database (two processes, an upgrade) open each other's secrets.
 */
export const TEST_SECRETS_KEY = newSecretsKey();
