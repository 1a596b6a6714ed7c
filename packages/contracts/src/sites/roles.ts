import { StringEnum } from '../common/enums.js';

/**
 * What a person (or an API key) may do on a site: OWNER everything, MANAGER run the business
 * (catalogue, orders, bookings, events, plans, settings) but not the site's keys, clients,
 * webhooks and people; STAFF see bookings and check guests in. Each route names the roles it
 * admits; one that names none admits OWNER and MANAGER.
 */
export const SiteRoles = ['OWNER', 'MANAGER', 'STAFF'] as const;
export type SiteRole = (typeof SiteRoles)[number];

export const SiteRoleSchema = StringEnum(SiteRoles);
