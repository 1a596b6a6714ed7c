/**
 * `@bazaar/sdk/bookings`: bookable services, as `@wix/bookings` names them.
 *
 * ```ts
 * import { services } from '@bazaar/sdk/bookings';
 * const client = createClient({ modules: { services }, auth: OAuthStrategy({ clientId }) });
 * const { items } = await client.services.queryServices().find();
 * ```
 */

export type { Service } from './services.js';
export * as services from './services.js';
