import type { SignInData } from '../../lib/views/member';

/** Where the PKCE data waits for the callback: this tab only, gone when the tab closes. */
const SIGN_IN_DATA_KEY = 'oAuthRedirectData';

export function keepSignInData(storage: Storage, data: SignInData): void {
  storage.setItem(SIGN_IN_DATA_KEY, JSON.stringify(data));
}

/** The data this tab kept, spent by reading it: a callback can use it once. */
export function takeSignInData(storage: Storage): unknown {
  const kept = storage.getItem(SIGN_IN_DATA_KEY);
  storage.removeItem(SIGN_IN_DATA_KEY);
  if (!kept) return undefined;
  try {
    return JSON.parse(kept) as unknown;
  } catch {
    return undefined;
  }
}
