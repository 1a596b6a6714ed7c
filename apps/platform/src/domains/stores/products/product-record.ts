import type { MediaItem } from '@bazaar/contracts';
import type { Minor } from '../../../kernel/money.js';

/**
 * A product as the platform keeps it: money in minor units of the site currency, options and
 * variants as entered. The wire shape (priceData, formatted prices, ranges) is derived from it by
 * `presenter.ts`, so nothing derived is ever stored and goes stale.
 */
export interface ProductRecord {
  id: string;
  siteId: string;
  numericId: number;
  name: string;
  slug: string;
  description: string;
  productType: 'physical' | 'digital';
  visible: boolean;
  sku?: string;
  weight?: number;
  priceMinor: Minor;
  costMinor?: Minor;
  /** A percent is kept as its decimal string ("12.5"); an amount in minor units. */
  discount: { type: 'NONE' } | { type: 'AMOUNT'; minor: Minor } | { type: 'PERCENT'; percent: string };
  ribbon?: string;
  brand?: string;
  options: {
    optionType: 'drop_down' | 'color';
    name: string;
    choices: {
      value: string;
      description: string;
      /** Ids of items in `media` shown for this choice (e.g. the red shirt for "Red"). */
      mediaIds?: string[];
    }[];
  }[];
  manageVariants: boolean;
  variants: VariantRecord[];
  /** Product-level stock, used when variants are not managed separately. */
  stock: { trackInventory: boolean; quantity?: number; inStock: boolean };
  media: MediaItem[];
  collectionIds: string[];
  createdDate: string;
  updatedDate: string;
  revision: number;
}

export interface VariantRecord {
  id: string;
  /** Option name → choice description, e.g. { Size: 'M', Color: 'Blue' }. */
  choices: Record<string, string>;
  priceMinor?: Minor;
  weight?: number;
  sku?: string;
  visible: boolean;
  stock: { trackQuantity: boolean; quantity?: number; inStock: boolean };
}
