import type {
  CommerceSettings,
  EstimateAddress,
  ShippingDestination,
  ShippingOption,
} from '@bazaar/contracts';
import { type Minor, percentOf, toMinor } from '../../kernel/money.js';

export interface ShipmentFacts {
  subtotalMinor: Minor;
  /** Total weight of the shippable items, in the site's weight unit. */
  weight: number;
  quantity: number;
}

/**
 * The price of one shipping option for a shipment: among its rates whose minimum the shipment
 * reaches, the one with the highest minimum (so "free over $50" overrides the base rate).
 */
export function shippingPrice(option: ShippingOption, facts: ShipmentFacts, currency: string): Minor {
  const reached = option.rates.filter((rate) => {
    if (!rate.minimum) return true;
    const { by, value } = rate.minimum;
    if (by === 'PRICE') return facts.subtotalMinor >= toMinor(value, currency, 'minimum');
    return (by === 'WEIGHT' ? facts.weight : facts.quantity) >= Number(value);
  });
  const threshold = (rate: ShippingOption['rates'][number]) =>
    rate.minimum
      ? rate.minimum.by === 'PRICE'
        ? toMinor(rate.minimum.value, currency, 'minimum')
        : Number(rate.minimum.value)
      : -1;
  const best = reached.sort((a, b) => threshold(b) - threshold(a))[0];
  // Every option has a base rate in practice; an option none of whose rates applies ships free.
  return best ? toMinor(best.price, currency, 'price') : 0;
}

type Region = Pick<ShippingDestination['address'], 'country' | 'subdivision'>;

/**
 * The rate for where the goods go: the subdivision's rate, else its country's, else the site's.
 * The site's rate also applies before an address is known, and always when the site taxes at
 * its business address.
 */
export function taxRateFor(settings: CommerceSettings, region: Region | undefined): string {
  if (!region || settings.taxableAddress === 'BUSINESS') return settings.taxRatePercent;
  const regions = (settings.taxRegions ?? []).filter((candidate) => candidate.country === region.country);
  return (
    regions.find((candidate) => candidate.subdivision && candidate.subdivision === region.subdivision)
      ?.ratePercent ??
    regions.find((candidate) => !candidate.subdivision)?.ratePercent ??
    settings.taxRatePercent
  );
}

/** Tax on what is charged: goods after discount, and shipping when the site taxes it. */
export function taxOf(
  settings: CommerceSettings,
  goodsMinor: Minor,
  shippingMinor: Minor,
  region?: Region,
): Minor {
  const taxable = goodsMinor + (settings.taxShipping ? shippingMinor : 0);
  return percentOf(taxable, taxRateFor(settings, region));
}

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  shippingOptions: [],
  taxRatePercent: '0',
  taxShipping: false,
};

/**
 * The tax region of an estimate's address: its country, and its subdivision in ISO 3166-2 form
 * whether it came as `US-NY` or as `NY` beside the country. No country, no region (the site's
 * own rate applies).
 */
export function taxRegionOf(address: EstimateAddress | undefined): Region | undefined {
  const subdivision = address?.subdivision;
  const country = address?.country ?? (subdivision?.includes('-') ? subdivision.slice(0, 2) : undefined);
  if (!country) return undefined;
  if (!subdivision) return { country };
  return { country, subdivision: subdivision.includes('-') ? subdivision : `${country}-${subdivision}` };
}
