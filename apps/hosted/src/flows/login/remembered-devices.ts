/**
 * "Remember this device": the device tokens the platform gave after a second factor, one per
 * email, kept in this browser on the platform's origin only. A sign-in with that email sends it
 * back; the platform decides whether it still counts (it expires, and a new password voids it).
 */
const KEY = 'bazaar.remembered-devices';

const read = (): Record<string, string> => {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
};

const keyOf = (email: string) => email.trim().toLowerCase();

export const deviceTokenFor = (email: string): string | undefined => read()[keyOf(email)];

export function rememberDevice(email: string, token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [keyOf(email)]: token }));
  } catch {
    // Storage refused (private mode, full): the next sign-in asks for the second factor again.
  }
}
