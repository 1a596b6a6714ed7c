import {
  combinationKey,
  combinationsOf,
  EMPTY_VARIANT,
  type ProductDraft,
  type VariantDraft,
} from './product-draft';
import { TrackingSwitch } from './stock-section';

type Props = {
  draft: ProductDraft;
  problems: Record<string, string>;
  onChange(part: Partial<ProductDraft>): void;
};

/**
 * The variants matrix: a row per combination of choices, with its price (blank: the product's),
 * SKU, weight and stock. A sale takes the same amount off every variant's price.
 */
export function VariantsSection({ draft, problems, onChange }: Props) {
  const combinations = combinationsOf(draft.options);
  const options = Object.keys(combinations[0] ?? {});
  const variantProblems = Object.entries(problems).filter(([field]) => field.startsWith('variant-'));
  const setVariant = (key: string, part: Partial<VariantDraft>) =>
    onChange({
      variants: { ...draft.variants, [key]: { ...(draft.variants[key] ?? EMPTY_VARIANT), ...part } },
    });
  return (
    <section className="panel" aria-labelledby="variants">
      <h2 id="variants">Variants</h2>
      <TrackingSwitch draft={draft} onChange={onChange} />
      {variantProblems.map(([field, sentence]) => (
        <p key={field} className="field-problem">
          {sentence}
        </p>
      ))}
      {options.length === 0 ? (
        <p className="muted">Name an option and its choices to see the variants.</p>
      ) : (
        <div className="matrix-wrap">
          <table className="matrix">
            <caption className="visually-hidden">Price, SKU, weight and stock of each variant</caption>
            <thead>
              <tr>
                <th scope="col" colSpan={options.length}>
                  {options.join(', ')}
                </th>
                <th scope="col">Price</th>
                <th scope="col">SKU</th>
                <th scope="col">Weight</th>
                <th scope="col">{draft.trackInventory ? 'In stock' : 'Can be bought'}</th>
              </tr>
            </thead>
            <tbody>
              {combinations.map((combination) => {
                const key = combinationKey(combination);
                const variant = draft.variants[key] ?? EMPTY_VARIANT;
                const named = Object.values(combination).join(', ');
                const invalid = problems[`variant-${key}`] ? true : undefined;
                return (
                  <tr key={key}>
                    <th scope="row" colSpan={options.length}>
                      <span className="variant-name">{named}</span>
                    </th>
                    <td data-label="Price">
                      <input
                        aria-label={`Price of ${named}`}
                        aria-invalid={invalid}
                        inputMode="decimal"
                        placeholder={draft.price || '0'}
                        value={variant.price}
                        onChange={(event) => setVariant(key, { price: event.currentTarget.value })}
                      />
                    </td>
                    <td data-label="SKU">
                      <input
                        aria-label={`SKU of ${named}`}
                        maxLength={40}
                        value={variant.sku}
                        onChange={(event) => setVariant(key, { sku: event.currentTarget.value })}
                      />
                    </td>
                    <td data-label="Weight">
                      <input
                        aria-label={`Weight of ${named}`}
                        aria-invalid={invalid}
                        inputMode="decimal"
                        value={variant.weight}
                        onChange={(event) => setVariant(key, { weight: event.currentTarget.value })}
                      />
                    </td>
                    <td data-label={draft.trackInventory ? 'In stock' : 'Can be bought'}>
                      {draft.trackInventory ? (
                        <input
                          aria-label={`How many of ${named} are in stock`}
                          aria-invalid={invalid}
                          inputMode="numeric"
                          placeholder="0"
                          value={variant.quantity}
                          onChange={(event) => setVariant(key, { quantity: event.currentTarget.value })}
                        />
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={`${named} can be bought`}
                          checked={variant.inStock}
                          onChange={(event) => setVariant(key, { inStock: event.currentTarget.checked })}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        A blank price is the product’s price
        {draft.salePrice ? '; the sale takes the same amount off each' : ''}.
      </p>
    </section>
  );
}
