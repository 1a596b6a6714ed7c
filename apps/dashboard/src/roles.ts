import { useQuery } from '@tanstack/react-query';
import { SITE_PAGES, type SitePage } from './navigation';
import { accountClient } from './platform';

/** The areas each role works in, as the platform's route roles allow them. */
const AREAS: Record<string, readonly SitePage[]> = {
  // Owners work in every area there is.
  OWNER: SITE_PAGES,
  MANAGER: [
    'home',
    'products',
    'collections',
    'orders',
    'members',
    'plans',
    'events',
    'check-in',
    'bookings',
    'services',
    'staff',
    'settings',
  ],
  STAFF: ['bookings', 'check-in'],
};

export const areasOf = (role: string | undefined): readonly SitePage[] => (role ? (AREAS[role] ?? []) : []);

/** The signed-in account's sites, read once for every page that asks. */
export const useAccountSites = () =>
  useQuery({ queryKey: ['account-sites'], queryFn: () => accountClient.sites.listSites() });

/** The role the account holds on the site, once its sites are read. */
export function useSiteRole(siteId: string): { role?: string; loading: boolean } {
  const sites = useAccountSites();
  return {
    role: sites.data?.find((one) => one.site._id === siteId)?.role,
    loading: sites.isPending,
  };
}
