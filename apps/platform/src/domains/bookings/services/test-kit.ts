import { sql } from '../../../kernel/db/sql.js';
import type { TestApp } from '../../../testing/app.js';

/** What the services tests read of a service. */
export interface WireService {
  id: string;
  name: string;
  hidden: boolean;
  revision: string;
  defaultCapacity: number;
  payment: { pricingPlanIds: string[] };
  mainSlug: { name: string; custom: boolean };
  supportedSlugs: { name: string; custom: boolean }[];
  schedule: { id: string };
  locations: { id: string; type: string }[];
  category?: { id: string; name?: string };
}

export const appointment = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'APPOINTMENT',
  name,
  payment: { rateType: 'FIXED', fixed: { price: { value: '40' } } },
  ...extra,
});

export const classOf = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'CLASS',
  name,
  schedule: { recurringSessions: [{ day: 'TUE', startTime: '10:00', endTime: '11:00' }] },
  ...extra,
});

/** Calls on the platform `app()` returns (built in `beforeAll`), as its owner unless told. */
export function serviceTestKit(app: () => TestApp) {
  /** '' as `authorization` sends no credential. */
  const post = (url: string, payload: unknown, authorization = app().ownerApiKey) =>
    app().app.inject({
      method: 'POST',
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      payload: payload as Record<string, unknown>,
    });
  const create = async (service: Record<string, unknown>): Promise<WireService> => {
    const response = await post('/bookings/v2/services', { service });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().service;
  };
  /** The service as its owner reads it; undefined when there is none. */
  const read = async (id: string): Promise<WireService | undefined> => {
    const response = await app().app.inject({
      method: 'GET',
      url: `/bookings/v2/services/${id}`,
      headers: { authorization: app().ownerApiKey },
    });
    return response.statusCode === 200 ? response.json().service : undefined;
  };
  const allNames = async (): Promise<string[]> =>
    (await post('/bookings/v2/services/query', { query: { paging: { limit: 100 } } }))
      .json()
      .services.map((service: WireService) => service.name);
  /** Every test starts from a site without services. */
  const removeAllServices = async () => {
    await app().db.run(sql`DELETE FROM booking_add_on_groups`);
    await app().db.run(sql`DELETE FROM booking_services`);
  };
  return { post, create, read, allNames, removeAllServices };
}
