import { STORAGE_KEYS } from '../constants';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Run on every start (spec §4): the first start saves the client id; when a developer changes
 * it, the old session belongs to another site, so it is dropped and the new id saved.
 */
export function checkClientId(
  storage: KeyValueStore,
  clientId: string,
  clearSession: () => void,
): 'saved' | 'unchanged' | 'changed' {
  const stored = storage.getItem(STORAGE_KEYS.storedClientId);
  if (stored === clientId) return 'unchanged';
  if (stored !== null) clearSession();
  storage.setItem(STORAGE_KEYS.storedClientId, clientId);
  return stored === null ? 'saved' : 'changed';
}
