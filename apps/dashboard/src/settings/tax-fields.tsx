import { Field } from '../form-field';
import type { RegionDraft, ShippingAndTaxDraft } from './shipping-and-tax-draft';

type Props = {
  draft: ShippingAndTaxDraft;
  problems: Record<string, string>;
  onChange(part: Partial<ShippingAndTaxDraft>): void;
};

/** The site's tax rate, whether delivery is taxed, and rates for countries and their regions. */
export function TaxFields({ draft, problems, onChange }: Props) {
  const setRegion = (index: number, region: RegionDraft) =>
    onChange({ regions: draft.regions.map((current, at) => (at === index ? region : current)) });
  return (
    <fieldset className="settings-group">
      <legend>Tax</legend>
      <Field
        label="Tax rate (%)"
        inputMode="decimal"
        value={draft.taxRatePercent}
        problem={problems.taxRatePercent}
        hint="Where no region below matches the address."
        onChange={(taxRatePercent) => onChange({ taxRatePercent })}
      />
      <label>
        Tax by
        <select
          value={draft.taxableAddress}
          onChange={(event) =>
            onChange({ taxableAddress: event.currentTarget.value as ShippingAndTaxDraft['taxableAddress'] })
          }
        >
          <option value="SHIPPING">The buyer’s delivery address</option>
          <option value="BUSINESS">The business’s address (always the rate above)</option>
        </select>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.taxShipping}
          onChange={(event) => onChange({ taxShipping: event.currentTarget.checked })}
        />
        Tax delivery too
      </label>
      <ul className="rate-list" aria-label="Tax rates by region">
        {draft.regions.map((region, index) => {
          const name = `${region.country.trim().toUpperCase() || 'region'}${region.subdivision.trim() ? `-${region.subdivision.trim().toUpperCase()}` : ''}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in a list edited in place; every input in it is controlled, so a removal cannot leave a stale value behind
            <li key={index}>
              <label>
                Country
                <input
                  value={region.country}
                  maxLength={2}
                  placeholder="US"
                  aria-invalid={problems[`region-${index}`] ? true : undefined}
                  onChange={(event) => setRegion(index, { ...region, country: event.currentTarget.value })}
                />
              </label>
              <label>
                State or region
                <input
                  value={region.subdivision}
                  maxLength={3}
                  placeholder="NY"
                  onChange={(event) =>
                    setRegion(index, { ...region, subdivision: event.currentTarget.value })
                  }
                />
              </label>
              <label>
                Rate (%)
                <input
                  inputMode="decimal"
                  value={region.ratePercent}
                  onChange={(event) =>
                    setRegion(index, { ...region, ratePercent: event.currentTarget.value })
                  }
                />
              </label>
              <button
                type="button"
                className="button quiet small"
                aria-label={`Remove the rate of ${name}`}
                onClick={() => onChange({ regions: draft.regions.filter((_, at) => at !== index) })}
              >
                Remove
              </button>
              {problems[`region-${index}`] ? (
                <p className="field-problem">{problems[`region-${index}`]}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button quiet"
        onClick={() =>
          onChange({ regions: [...draft.regions, { country: '', subdivision: '', ratePercent: '' }] })
        }
      >
        Add a rate for a region
      </button>
    </fieldset>
  );
}
