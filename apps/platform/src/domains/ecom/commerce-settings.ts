import type { CommerceSettings } from '@bazaar/contracts';
import type { Database } from '../../kernel/db/database.js';
import { ApplicationError, ValidationError } from '../../kernel/errors.js';
import { findCommerceSettings, saveCommerceSettings } from './commerce-settings-repo.js';
import { DEFAULT_COMMERCE_SETTINGS } from './shipping-and-tax.js';

/** A site's shipping options and tax rate; a site that set none ships and sells tax-free. */
export function createCommerceSettingsService({ db }: { db: Database }) {
  return {
    async get(siteId: string): Promise<CommerceSettings> {
      return (await findCommerceSettings(db, siteId)) ?? DEFAULT_COMMERCE_SETTINGS;
    },

    async put(siteId: string, settings: CommerceSettings): Promise<CommerceSettings> {
      const codes = settings.shippingOptions.map((option) => option.code);
      if (new Set(codes).size !== codes.length) {
        throw new ApplicationError({
          status: 400,
          code: 'DUPLICATE_SHIPPING_OPTION',
          description: 'Shipping option codes must be unique',
        });
      }
      if (Number(settings.taxRatePercent) > 100) {
        throw new ApplicationError({
          status: 400,
          code: 'INVALID_TAX_RATE',
          description: 'The tax rate is a percentage up to 100',
        });
      }
      const regions = settings.taxRegions ?? [];
      regions.forEach((region, index) => {
        if (Number(region.ratePercent) > 100) {
          throw ValidationError.field(
            `commerceSettings.taxRegions[${index}].ratePercent`,
            'must be at most 100',
            'MAX',
          );
        }
        if (region.subdivision && !region.subdivision.startsWith(`${region.country}-`)) {
          throw ValidationError.field(
            `commerceSettings.taxRegions[${index}].subdivision`,
            `must be a subdivision of ${region.country} (${region.country}-…)`,
            'FORMAT',
          );
        }
      });
      const regionKeys = regions.map((region) => region.subdivision ?? region.country);
      if (new Set(regionKeys).size !== regionKeys.length) {
        throw new ApplicationError({
          status: 400,
          code: 'DUPLICATE_TAX_REGION',
          description: 'Each country or subdivision may have one tax rate',
        });
      }
      await saveCommerceSettings(db, siteId, settings);
      return settings;
    },
  };
}

export type CommerceSettingsService = ReturnType<typeof createCommerceSettingsService>;
