import type { PriceData } from '@bazaar/contracts';
import type { ChoosableProduct, ChoosableVariant } from '../product-choices';

/** A picture as the product page shows it. */
interface ProductImage {
  url: string;
  altText?: string | undefined;
}

interface ProductMedia {
  mainMedia?: { image?: ProductImage | undefined } | undefined;
  items: { _id: string; image?: ProductImage | undefined }[];
}

/** A variant (one combination of choices) with its price and stock. */
interface ProductVariantView extends ChoosableVariant {
  variant: ChoosableVariant['variant'] & { convertedPriceData: PriceData };
}

/**
 * A product as its page and the catalogue's cards read it: the parts of the platform's product
 * they show, passed from the server as they are (`lib/platform/store.ts` reads them).
 */
export interface ProductDetail extends ChoosableProduct<ProductVariantView> {
  _id: string;
  name: string;
  slug: string;
  description?: string | undefined;
  ribbon?: string | undefined;
  convertedPriceData: PriceData;
  media: ProductMedia;
  productOptions: {
    optionType: string;
    name: string;
    choices: {
      /** For a colour, a CSS colour. */
      value: string;
      description: string;
      inStock: boolean;
      visible: boolean;
      media?: ProductMedia | undefined;
    }[];
  }[];
}
