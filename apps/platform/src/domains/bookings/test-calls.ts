import type { TestApp } from '../../testing/app.js';

/**
 * HTTP calls on the test platform `app()` returns (built in `beforeAll`), shared by the bookings
 * tests: `call` as the owner unless told, `owned` for the owner's setup steps, which must succeed.
 */
export function bookingsTestCalls(app: () => TestApp) {
  const call = (
    method: 'POST' | 'PATCH' | 'GET' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    authorization = app().ownerApiKey,
  ) => app().app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const owned = async (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await call(method, url, payload);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json();
  };
  /** Every day of the week, open from `startTime` to `endTime`. */
  const everyDay = (startTime: string, endTime: string) =>
    ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({ day, startTime, endTime }));
  return { call, owned, everyDay };
}
