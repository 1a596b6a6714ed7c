import { useQuery } from '@tanstack/react-query';
import { siteClient } from './platform';

/** The site's own record (its name, currency, time zone), read once for every page that asks. */
export const useSite = (siteId: string) =>
  useQuery({ queryKey: ['site', siteId], queryFn: () => siteClient(siteId).site.getSite() });
