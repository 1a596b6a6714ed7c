import type {
  CreateSiteRequest,
  ListAccountSitesResponse,
  AccountSite as WireAccountSite,
} from '@bazaar/contracts';
import { defineMethod } from '../../context.js';
import { callRest } from '../../rest.js';
import type { AccountSite } from './types.js';

/** The sites the signed-in account works on, with its role on each. */
export const listSites = defineMethod(
  ({ http }) =>
    async (): Promise<AccountSite[]> =>
      (await callRest<ListAccountSitesResponse>(http, { method: 'GET', path: '/sites/v1/sites' })).sites,
);

/** A new site the signed-in account owns. */
export const createSite = defineMethod(
  ({ http }) =>
    async (site: CreateSiteRequest['site']): Promise<AccountSite> =>
      callRest<WireAccountSite>(http, { method: 'POST', path: '/sites/v1/sites', payload: { site } }),
);
