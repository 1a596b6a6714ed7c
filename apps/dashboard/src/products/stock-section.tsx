import { Field } from '../form-field';
import type { ProductDraft } from './product-draft';

type Props = {
  draft: ProductDraft;
  problems: Record<string, string>;
  onChange(part: Partial<ProductDraft>): void;
};

/** The stock, SKU and weight of a product without options (with options, each variant has its own). */
export function StockSection({ draft, problems, onChange }: Props) {
  return (
    <section className="panel" aria-labelledby="stock">
      <h2 id="stock">Stock and shipping</h2>
      <div className="field-row">
        <Field
          label="SKU"
          value={draft.sku}
          maxLength={40}
          problem={problems.sku}
          onChange={(sku) => onChange({ sku })}
        />
        <Field
          label="Weight"
          inputMode="decimal"
          value={draft.weight}
          problem={problems.weight}
          hint="Used by delivery rules by weight."
          onChange={(weight) => onChange({ weight })}
        />
      </div>
      <TrackingSwitch draft={draft} onChange={onChange} />
      {draft.trackInventory ? (
        <Field
          label="In stock"
          inputMode="numeric"
          value={draft.quantity}
          problem={problems.quantity}
          hint="How many can be sold; each order takes its items away."
          onChange={(quantity) => onChange({ quantity })}
        />
      ) : (
        <label className="check">
          <input
            type="checkbox"
            checked={draft.inStock}
            onChange={(event) => onChange({ inStock: event.currentTarget.checked })}
          />
          Can be bought (in stock)
        </label>
      )}
    </section>
  );
}

/** Whether the store counts what is left, for the product or for each of its variants. */
export function TrackingSwitch({ draft, onChange }: Pick<Props, 'draft' | 'onChange'>) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={draft.trackInventory}
        onChange={(event) => onChange({ trackInventory: event.currentTarget.checked })}
      />
      Count the stock (orders take from it; none left, none sold)
    </label>
  );
}
