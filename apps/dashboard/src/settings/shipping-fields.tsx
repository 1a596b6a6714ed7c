import { Field } from '../form-field';
import type { OptionDraft, RateDraft, ShippingAndTaxDraft } from './shipping-and-tax-draft';

type Props = {
  draft: ShippingAndTaxDraft;
  problems: Record<string, string>;
  onChange(part: Partial<ShippingAndTaxDraft>): void;
};

const BY_WORDS: Record<RateDraft['by'], string> = {
  '': 'Always (the base price)',
  PRICE: 'From an order total of',
  WEIGHT: 'From a total weight of',
  QUANTITY: 'From a number of items of',
};

/**
 * Delivery options buyers choose at checkout, each with its prices: a base price, and prices
 * from a minimum order total, weight or number of items (the highest minimum met wins).
 */
export function ShippingFields({ draft, problems, onChange }: Props) {
  const setOption = (index: number, option: OptionDraft) =>
    onChange({ options: draft.options.map((current, at) => (at === index ? option : current)) });
  return (
    <fieldset className="settings-group">
      <legend>Delivery options</legend>
      {draft.options.length === 0 ? (
        <p className="muted">No delivery option: orders are not shipped.</p>
      ) : null}
      {draft.options.map((option, index) => {
        const setRate = (at: number, rate: RateDraft) =>
          setOption(index, {
            ...option,
            rates: option.rates.map((current, i) => (i === at ? rate : current)),
          });
        const name = option.title.trim() || `Delivery option ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in a list edited in place; every input in it is controlled, so a removal cannot leave a stale value behind
          <fieldset className="option" key={index}>
            <legend>{name}</legend>
            {problems[`option-${index}`] ? (
              <p className="field-problem">{problems[`option-${index}`]}</p>
            ) : null}
            <div className="field-row">
              <Field
                label="Name"
                value={option.title}
                maxLength={80}
                onChange={(title) => setOption(index, { ...option, title })}
              />
              <Field
                label="Delivery time"
                value={option.estimatedDelivery}
                maxLength={80}
                hint="Optional, like 3–5 working days."
                onChange={(estimatedDelivery) => setOption(index, { ...option, estimatedDelivery })}
              />
            </div>
            <ul className="rate-list" aria-label={`Prices of ${name}`}>
              {option.rates.map((rate, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in a list edited in place; every input in it is controlled, so a removal cannot leave a stale value behind
                <li key={at}>
                  <label>
                    When
                    <select
                      value={rate.by}
                      onChange={(event) =>
                        setRate(at, { ...rate, by: event.currentTarget.value as RateDraft['by'] })
                      }
                    >
                      {Object.entries(BY_WORDS).map(([by, words]) => (
                        <option key={by} value={by}>
                          {words}
                        </option>
                      ))}
                    </select>
                  </label>
                  {rate.by ? (
                    <label>
                      Minimum
                      <input
                        inputMode="decimal"
                        value={rate.minimum}
                        onChange={(event) => setRate(at, { ...rate, minimum: event.currentTarget.value })}
                      />
                    </label>
                  ) : null}
                  <label>
                    Price
                    <input
                      inputMode="decimal"
                      value={rate.price}
                      onChange={(event) => setRate(at, { ...rate, price: event.currentTarget.value })}
                    />
                  </label>
                  <button
                    type="button"
                    className="button quiet small"
                    aria-label={`Remove price ${at + 1} of ${name}`}
                    onClick={() =>
                      setOption(index, { ...option, rates: option.rates.filter((_, i) => i !== at) })
                    }
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            <div className="actions">
              <button
                type="button"
                className="button quiet small"
                onClick={() =>
                  setOption(index, {
                    ...option,
                    rates: [...option.rates, { price: '', by: 'PRICE', minimum: '' }],
                  })
                }
              >
                Add a price
              </button>
              <button
                type="button"
                className="button quiet small"
                onClick={() => onChange({ options: draft.options.filter((_, at) => at !== index) })}
              >
                Remove {name}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button quiet"
        disabled={draft.options.length >= 20}
        onClick={() =>
          onChange({
            options: [
              ...draft.options,
              { code: '', title: '', estimatedDelivery: '', rates: [{ price: '', by: '', minimum: '' }] },
            ],
          })
        }
      >
        Add a delivery option
      </button>
    </fieldset>
  );
}
