import { ValidationError } from '../../../kernel/errors.js';
import type { ProductReads } from '../products/service.js';

/** A product's variants as a buyer picks them: which choices are left, and the variant chosen. */
export function createProductVariantReads({ getProduct }: Pick<ProductReads, 'getProduct'>) {
  return {
    /** The choices still available given some chosen ones, and the variant when all options are chosen. */
    async productOptionsAvailability(
      siteId: string,
      id: string,
      chosen: Record<string, string>,
      includeHidden: boolean,
    ) {
      const product = await getProduct(siteId, id, { includeHidden, includeVariants: true });
      const variants = product.variants ?? [];
      const matchesAll = (choices: Record<string, string>, wanted: Record<string, string>) =>
        Object.entries(wanted).every(([option, choice]) => choices[option] === choice);
      for (const option of Object.keys(chosen)) {
        if (!product.productOptions.some((candidate) => candidate.name === option)) {
          throw ValidationError.field(`options.${option}`, 'is not an option of this product', 'VALIDATION');
        }
      }
      const productOptions = product.productOptions.map((option) => {
        // The other options' chosen choices constrain this one; its own chosen choice does not.
        const { [option.name]: _own, ...others } = chosen;
        return {
          ...option,
          choices: option.choices.map((choice) => ({
            ...choice,
            inStock: variants.some(
              (variant) =>
                variant.choices[option.name] === choice.description &&
                matchesAll(variant.choices, others) &&
                variant.stock.inStock,
            ),
          })),
        };
      });
      const complete = product.productOptions.every((option) => chosen[option.name] !== undefined);
      const selected = complete ? variants.find((variant) => matchesAll(variant.choices, chosen)) : undefined;
      return {
        productOptions,
        availableForPurchase: selected ? selected.stock.inStock && selected.variant.visible : false,
        ...(selected
          ? {
              selectedVariant: {
                id: selected.id,
                choices: selected.choices,
                price: selected.variant.priceData,
                convertedPriceData: selected.variant.convertedPriceData,
                ...(selected.variant.weight !== undefined ? { weight: selected.variant.weight } : {}),
                ...(selected.variant.sku ? { sku: selected.variant.sku } : {}),
                inStock: selected.stock.inStock,
                visible: selected.variant.visible,
              },
            }
          : {}),
      };
    },

    /** A product's variants, optionally only those with some choices or ids. */
    async queryProductVariants(
      siteId: string,
      id: string,
      request: {
        choices?: Record<string, string>;
        variantIds?: string[];
        paging?: { limit?: number; offset?: number };
      },
      includeHidden: boolean,
    ) {
      const product = await getProduct(siteId, id, { includeHidden, includeVariants: true });
      const selected = (product.variants ?? []).filter(
        (variant) =>
          Object.entries(request.choices ?? {}).every(
            ([option, choice]) => variant.choices[option] === choice,
          ) &&
          (!request.variantIds || request.variantIds.includes(variant.id)),
      );
      const offset = request.paging?.offset ?? 0;
      const page = selected.slice(offset, offset + (request.paging?.limit ?? 100));
      return { variants: page, metadata: { items: page.length, offset }, totalResults: selected.length };
    },
  };
}
