import { timeZoneName } from '@bazaar/contracts/constants';

/** How the storefront's pages (in English) write amounts and time zones, for every example. */

/** `25.00 USD` as a person reads it: "$25.00" (the storefront's pages are in English). */
export const moneyText = (value: string, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(value));

/** "Europe/Lisbon" → "Lisbon time": the one way every page names a clock (`timeZoneName`). */
export const zoneText = timeZoneName;
