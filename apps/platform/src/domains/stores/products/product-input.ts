import type { ProductInput } from '@bazaar/contracts';
import type { Queryable } from '../../../kernel/db/database.js';
import { ApplicationError } from '../../../kernel/errors.js';
import { toMinor } from '../../../kernel/money.js';
import { slugify } from '../../../kernel/slug.js';
import { generateVariants } from '../variants/variants.js';
import type { ProductRecord } from './product-record.js';
import * as repo from './repo.js';

/** A free slug: the one asked for (refused if taken), or one made from the name. */
export async function chooseSlug(
  tx: Queryable,
  siteId: string,
  input: { slug?: string; name: string },
  exceptId = '',
): Promise<string> {
  if (input.slug) {
    if (await repo.slugTaken(tx, siteId, input.slug, exceptId)) {
      throw new ApplicationError({
        status: 409,
        code: 'SLUG_ALREADY_EXISTS',
        description: `The slug "${input.slug}" is already used by another product`,
      });
    }
    return input.slug;
  }
  const base = slugify(input.name);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await repo.slugTaken(tx, siteId, candidate, exceptId))) return candidate;
  }
}

/** Applies the fields of `input` that are present to `record` (create and update share it). */
export function applyInput(
  record: ProductRecord,
  input: Partial<ProductInput>,
  currency: string,
): ProductRecord {
  const next: ProductRecord = { ...record };
  if (input.name !== undefined) next.name = input.name;
  if (input.description !== undefined) next.description = input.description;
  if (input.productType !== undefined) next.productType = input.productType;
  if (input.visible !== undefined) next.visible = input.visible;
  if (input.sku !== undefined) next.sku = input.sku;
  if (input.weight !== undefined) next.weight = input.weight;
  if (input.ribbon !== undefined) next.ribbon = input.ribbon;
  if (input.brand !== undefined) next.brand = input.brand;
  if (input.priceData) next.priceMinor = toMinor(input.priceData.price, currency, 'product.priceData.price');
  if (input.costAndProfitData)
    next.costMinor = toMinor(
      input.costAndProfitData.itemCost,
      currency,
      'product.costAndProfitData.itemCost',
    );
  if (input.discount) {
    const { type, value } = input.discount;
    if (type === 'PERCENT') {
      const percent = String(value);
      if (!/^\d{1,3}(\.\d{1,4})?$/.test(percent) || Number(percent) > 100) {
        throw new ApplicationError({
          status: 400,
          code: 'INVALID_DISCOUNT',
          description: 'A percentage discount must be between 0 and 100',
        });
      }
      next.discount = { type, percent };
    } else if (type === 'AMOUNT')
      next.discount = { type, minor: toMinor(value, currency, 'product.discount.value') };
    else next.discount = { type: 'NONE' };
  }
  if (input.stock) {
    next.stock = {
      trackInventory: input.stock.trackInventory,
      ...(input.stock.trackInventory ? { quantity: input.stock.quantity ?? 0 } : {}),
      inStock: input.stock.trackInventory ? (input.stock.quantity ?? 0) > 0 : (input.stock.inStock ?? true),
    };
  }
  if (input.productOptions) {
    const names = input.productOptions.map((option) => option.name);
    if (new Set(names).size !== names.length) {
      throw new ApplicationError({
        status: 400,
        code: 'DUPLICATE_OPTION',
        description: 'Option names must be unique',
      });
    }
    next.options = input.productOptions.map((option) => ({
      optionType: option.optionType ?? 'drop_down',
      name: option.name,
      choices: option.choices.map((choice) => ({
        value: choice.value ?? choice.description,
        description: choice.description,
      })),
    }));
    next.variants = generateVariants(next.options, record.variants);
  }
  if (input.manageVariants !== undefined)
    next.manageVariants = input.manageVariants && next.options.length > 0;
  return next;
}
