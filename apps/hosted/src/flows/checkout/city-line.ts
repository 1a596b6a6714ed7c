/** Where the postal code goes after the city and state: "Los Angeles, CA 90001". */
const CITY_FIRST = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ']);

/** The city line as the country writes it: "Los Angeles, CA 90001" in the US, "10115 Berlin" in Germany. */
export function cityLine(
  country: string,
  city: string,
  region: string | undefined,
  postalCode?: string,
): string {
  if (!CITY_FIRST.has(country)) return [postalCode, city, region].filter(Boolean).join(' ');
  return [[city, region].filter(Boolean).join(', '), postalCode].filter(Boolean).join(' ');
}
