import type { AuthStrategy } from './strategy.js';

/**
 * Calls that carry their credential in the request itself (the hosted pages' session token, a
 * test bank challenge) send no `Authorization` header: this strategy adds none.
 */
export function NoCredentials(): AuthStrategy {
  return { elevated: false, getAuthHeaders: async () => ({}) };
}
