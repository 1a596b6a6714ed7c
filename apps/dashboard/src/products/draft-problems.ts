import { compareAmounts, isAmount } from './decimal';
import { combinationKey, combinationsOf, type ProductDraft } from './product-draft';

/** As the platform allows them. */
const MAX_OPTIONS = 6;
const MAX_VARIANTS = 300;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isWhole = (text: string, most: number) => /^\d{1,6}$/.test(text.trim()) && Number(text) <= most;
const isWeight = (text: string) => /^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) && Number(text) <= 999_999;

/**
 * What keeps the draft from being saved, by field, each a sentence for the owner. Empty when it
 * can be saved. The platform checks again; these say it before a round trip, in the form's words.
 */
export function problemsOf(draft: ProductDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Give the product a name.';
  else if (name.length > 80) problems.name = 'A name has at most 80 characters.';
  if (!isAmount(draft.price)) problems.price = 'Write the price as a number, like 12.50.';
  if (draft.salePrice.trim()) {
    if (!isAmount(draft.salePrice)) problems.salePrice = 'Write the sale price as a number, like 9.99.';
    else if (isAmount(draft.price) && compareAmounts(draft.salePrice, draft.price) >= 0)
      problems.salePrice = 'The sale price must be lower than the price.';
  }
  if (draft.slug.trim() && !SLUG.test(draft.slug.trim()))
    problems.slug = 'Use lower-case letters, digits and single hyphens, like linen-shirt.';
  if (draft.description.length > 8000) problems.description = 'A description has at most 8,000 characters.';
  if (draft.sku.length > 40) problems.sku = 'A SKU has at most 40 characters.';
  if (draft.weight.trim() && !isWeight(draft.weight))
    problems.weight = 'Write the weight as a number, like 0.5.';

  if (draft.options.length > MAX_OPTIONS) problems.options = `A product has at most ${MAX_OPTIONS} options.`;
  const optionNames = new Set<string>();
  draft.options.forEach((option, index) => {
    const field = `option-${index}`;
    const optionName = option.name.trim();
    const choices = option.choices.map((choice) => choice.name.trim());
    if (!optionName) problems[field] = 'Give the option a name, like Size.';
    else if (optionNames.has(optionName)) problems[field] = `There is already an option named ${optionName}.`;
    else if (choices.every((choice) => !choice)) problems[field] = `Give ${optionName} at least one choice.`;
    else if (new Set(choices.filter(Boolean)).size !== choices.filter(Boolean).length)
      problems[field] = `Two choices of ${optionName} have the same name.`;
    else if ([optionName, ...choices].some((text) => text.length > 50))
      problems[field] = 'Option and choice names have at most 50 characters.';
    optionNames.add(optionName);
  });

  if (draft.options.length === 0) {
    if (draft.trackInventory && !isWhole(draft.quantity, 99_999))
      problems.quantity = 'Write how many are in stock, a whole number from 0 to 99,999.';
    return problems;
  }
  const combinations = combinationsOf(draft.options);
  if (combinations.length > MAX_VARIANTS) {
    problems.options = `These options make ${combinations.length} variants; a product has at most ${MAX_VARIANTS}.`;
    return problems;
  }
  for (const combination of combinations) {
    const key = combinationKey(combination);
    const variant = draft.variants[key];
    if (!variant) continue;
    const named = Object.values(combination).join(', ');
    if (variant.price.trim() && !isAmount(variant.price))
      problems[`variant-${key}`] =
        `Write the price of ${named} as a number, or leave it blank for the product's.`;
    else if (variant.weight.trim() && !isWeight(variant.weight))
      problems[`variant-${key}`] = `Write the weight of ${named} as a number.`;
    else if (variant.sku.length > 40)
      problems[`variant-${key}`] = `The SKU of ${named} has more than 40 characters.`;
    else if (draft.trackInventory && !isWhole(variant.quantity || '0', 999_999))
      problems[`variant-${key}`] = `Write how many of ${named} are in stock, a whole number.`;
  }
  return problems;
}
