import { randomUUID } from 'node:crypto';
import { ApplicationError } from '../../../kernel/errors.js';
import type { ProductRecord, VariantRecord } from '../products/product-record.js';

/** The id of the only variant of a product without options, as on Wix. */
const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

const key = (choices: Record<string, string>): string =>
  Object.entries(choices)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([option, choice]) => `${option}=${choice}`)
    .join('|');

/** As on Wix: more would make every read of the product heavy, and the product is read whole. */
const MAX_VARIANTS = 300;

/**
 * One variant per combination of choices (the cartesian product of the options). Variants that
 * existed before keep their id, price, stock and SKU, so editing an option does not reset them.
 */
export function generateVariants(
  options: ProductRecord['options'],
  previous: VariantRecord[] = [],
): VariantRecord[] {
  // Counted before anything is built: six options of thirty choices would be 729 million.
  const count = options.reduce((product, option) => product * option.choices.length, 1);
  if (count > MAX_VARIANTS) {
    throw new ApplicationError({
      status: 400,
      code: 'TOO_MANY_VARIANTS',
      description: `The options make ${count} variants; a product has at most ${MAX_VARIANTS}`,
    });
  }
  const combinations = options.reduce<Record<string, string>[]>(
    (partial, option) =>
      partial.flatMap((choices) =>
        option.choices.map((choice) => ({ ...choices, [option.name]: choice.description })),
      ),
    [{}],
  );
  const existing = new Map(previous.map((variant) => [key(variant.choices), variant]));
  return combinations.map((choices) => {
    const kept = existing.get(key(choices));
    if (kept) return kept;
    return {
      id: options.length === 0 ? DEFAULT_VARIANT_ID : randomUUID(),
      choices,
      visible: true,
      stock: { trackQuantity: false, inStock: true },
    };
  });
}
