/** The parts of a product the choice rules read (the SDK's Product has them). */
export interface ChoosableProduct<V extends ChoosableVariant = ChoosableVariant> {
  productOptions: { name: string; choices: { description: string }[] }[];
  variants?: V[] | undefined;
}

export interface ChoosableVariant {
  _id: string;
  choices: Record<string, string>;
  variant: { visible: boolean };
  stock: { inStock: boolean; trackQuantity: boolean; quantity?: number | undefined };
}

/** What the buyer has picked so far: option name → choice description. */
export type Chosen = Record<string, string>;

const buyable = (variant: ChoosableVariant) => variant.variant.visible && variant.stock.inStock;

/**
 * Whether `choice` of `option` can still be bought with the other options as chosen: some visible
 * variant in stock has it and agrees with every other choice made (its own option's current
 * choice does not count, so a buyer can always switch within an option).
 */
export function isChoiceAvailable(
  product: ChoosableProduct,
  chosen: Chosen,
  option: string,
  choice: string,
): boolean {
  return (product.variants ?? []).some(
    (variant) =>
      buyable(variant) &&
      variant.choices[option] === choice &&
      Object.entries(chosen).every(([other, value]) => other === option || variant.choices[other] === value),
  );
}

/** The variant of the chosen choices (the product's own object), once every option has one; undefined before. */
export function chosenVariant<V extends ChoosableVariant>(
  product: ChoosableProduct<V>,
  chosen: Chosen,
): V | undefined {
  if (!product.productOptions.every((option) => chosen[option.name] !== undefined)) return undefined;
  return (product.variants ?? []).find((variant) =>
    product.productOptions.every((option) => variant.choices[option.name] === chosen[option.name]),
  );
}

/** The first available choice of each option, in order: what the page starts with. */
export function firstAvailableChoices(product: ChoosableProduct): Chosen {
  const chosen: Chosen = {};
  for (const option of product.productOptions) {
    const choice = option.choices.find((candidate) =>
      isChoiceAvailable(product, chosen, option.name, candidate.description),
    );
    if (choice) chosen[option.name] = choice.description;
  }
  return chosen;
}

/** How many of the chosen variant a buyer may add at once (its stock when counted, else 99). */
export const maxQuantity = (variant: ChoosableVariant | undefined): number =>
  variant?.stock.trackQuantity ? Math.max(0, variant.stock.quantity ?? 0) : 99;
