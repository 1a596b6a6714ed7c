import type { CommerceSettings } from '@bazaar/sdk/ecom';
import { isAmount } from '../products/decimal';

/** The shipping options and tax rates as the settings form holds them while the owner types. */
export interface RateDraft {
  price: string;
  /** '' is the base price (no minimum). */
  by: '' | 'PRICE' | 'WEIGHT' | 'QUANTITY';
  minimum: string;
}
export interface OptionDraft {
  code: string;
  title: string;
  estimatedDelivery: string;
  rates: RateDraft[];
}
export interface RegionDraft {
  country: string;
  subdivision: string;
  ratePercent: string;
}
export interface ShippingAndTaxDraft {
  options: OptionDraft[];
  taxRatePercent: string;
  taxShipping: boolean;
  taxableAddress: 'SHIPPING' | 'BUSINESS';
  regions: RegionDraft[];
}

export const draftOf = (settings: CommerceSettings): ShippingAndTaxDraft => ({
  options: settings.shippingOptions.map((option) => ({
    code: option.code,
    title: option.title,
    estimatedDelivery: option.estimatedDelivery ?? '',
    rates: option.rates.map((rate) => ({
      price: rate.price,
      by: rate.minimum?.by ?? '',
      minimum: rate.minimum?.value ?? '',
    })),
  })),
  taxRatePercent: settings.taxRatePercent,
  taxShipping: settings.taxShipping,
  taxableAddress: settings.taxableAddress ?? 'SHIPPING',
  regions: (settings.taxRegions ?? []).map((region) => ({
    country: region.country,
    subdivision: region.subdivision?.replace(/^[A-Z]{2}-/, '') ?? '',
    ratePercent: region.ratePercent,
  })),
});

const isPercent = (text: string) => isAmount(text) && Number(text) <= 100;

/** What keeps the form from being saved, by field, as sentences. */
export function problemsOf(draft: ShippingAndTaxDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  draft.options.forEach((option, index) => {
    const field = `option-${index}`;
    if (!option.title.trim()) problems[field] = 'Give the delivery option a name buyers see, like Standard.';
    else if (option.rates.length === 0) problems[field] = `Give ${option.title} a price.`;
    else if (option.rates.some((rate) => !isAmount(rate.price)))
      problems[field] = `Write each price of ${option.title} as a number, like 4.95.`;
    else if (option.rates.some((rate) => rate.by && !isAmount(rate.minimum)))
      problems[field] = `Write each minimum of ${option.title} as a number.`;
  });
  if (!isPercent(draft.taxRatePercent))
    problems.taxRatePercent = 'Write the tax rate as a percentage, like 8.875.';
  draft.regions.forEach((region, index) => {
    const field = `region-${index}`;
    if (!/^[A-Z]{2}$/.test(region.country.trim().toUpperCase()))
      problems[field] = 'Write the country as its two-letter code, like US or DE.';
    else if (region.subdivision.trim() && !/^[A-Z0-9]{1,3}$/.test(region.subdivision.trim().toUpperCase()))
      problems[field] = 'Write the state or region as its code, like NY, or leave it blank.';
    else if (!isPercent(region.ratePercent)) problems[field] = 'Write the rate as a percentage, like 20.';
  });
  return problems;
}

/** A code for a new option, from its name, that no other option has. */
function codeFor(title: string, taken: Set<string>): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34) || 'delivery';
  let code = base;
  for (let suffix = 2; taken.has(code); suffix++) code = `${base}-${suffix}`;
  taken.add(code);
  return code;
}

export function settingsOf(draft: ShippingAndTaxDraft): CommerceSettings {
  const taken = new Set(draft.options.map((option) => option.code).filter(Boolean));
  return {
    shippingOptions: draft.options.map((option) => ({
      code: option.code || codeFor(option.title, taken),
      title: option.title.trim(),
      ...(option.estimatedDelivery.trim() ? { estimatedDelivery: option.estimatedDelivery.trim() } : {}),
      rates: option.rates.map((rate) => ({
        price: rate.price.trim(),
        ...(rate.by ? { minimum: { by: rate.by, value: rate.minimum.trim() } } : {}),
      })),
    })),
    taxRatePercent: draft.taxRatePercent.trim(),
    taxShipping: draft.taxShipping,
    taxableAddress: draft.taxableAddress,
    taxRegions: draft.regions.map((region) => {
      const country = region.country.trim().toUpperCase();
      const subdivision = region.subdivision.trim().toUpperCase();
      return {
        country,
        ...(subdivision ? { subdivision: `${country}-${subdivision}` } : {}),
        ratePercent: region.ratePercent.trim(),
      };
    }),
  };
}
