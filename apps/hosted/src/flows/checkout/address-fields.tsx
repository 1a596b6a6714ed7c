import type { Destination } from './checkout-calls';
import { REGIONS } from './regions';

/** Countries offered first; their names come from the browser, in the buyer's language. */
const COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'FR',
  'NL',
  'BE',
  'ES',
  'IT',
  'PT',
  'AT',
  'CH',
  'SE',
  'DK',
  'NO',
  'FI',
  'PL',
  'AU',
  'NZ',
  'JP',
  'SG',
  'IL',
  'IN',
  'BR',
  'MX',
];
const names = new Intl.DisplayNames(undefined, { type: 'region' });
const sortedCountries = COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

export interface AddressDraft {
  firstName: string;
  lastName: string;
  phone: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  addressLine: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  firstName: '',
  lastName: '',
  phone: '',
  country: 'US',
  state: '',
  city: '',
  postalCode: '',
  addressLine: '',
};

/**
 * The draft as the platform takes it, once every required field is filled in (a state or
 * province too, where the country has them).
 */
export function toDestination(draft: AddressDraft): Destination | undefined {
  const { firstName, lastName, city, addressLine, country } = draft;
  if (![firstName, lastName, city, addressLine].every((value) => value.trim())) return undefined;
  const regions = REGIONS[country]?.regions;
  const state = regions?.some(([code]) => code === draft.state) ? draft.state : '';
  if (regions && !state) return undefined;
  return {
    address: {
      country,
      ...(state ? { subdivision: `${country}-${state}` } : {}),
      city: city.trim(),
      ...(draft.postalCode.trim() ? { postalCode: draft.postalCode.trim() } : {}),
      addressLine: addressLine.trim(),
    },
    contactDetails: {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
    },
  };
}

/**
 * Who receives the order and where. Every change goes to `onChange`; the checkout prices a
 * complete address as the buyer pauses, so tax and shipping follow it without a button.
 */
export function AddressFields({
  draft,
  onChange,
}: {
  draft: AddressDraft;
  onChange(draft: AddressDraft): void;
}) {
  const regions = REGIONS[draft.country];
  const field = (name: keyof AddressDraft) => ({
    name,
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...draft, [name]: event.currentTarget.value }),
  });
  return (
    <fieldset className="fields">
      <legend>Shipping address</legend>
      <div className="row">
        <label>
          First name
          <input {...field('firstName')} required autoComplete="given-name" />
        </label>
        <label>
          Last name
          <input {...field('lastName')} required autoComplete="family-name" />
        </label>
      </div>
      <label>
        Address
        <input
          {...field('addressLine')}
          required
          autoComplete="address-line1"
          placeholder="Street and number"
        />
      </label>
      <div className="row">
        <label>
          City
          <input {...field('city')} required autoComplete="address-level2" />
        </label>
        <label>
          Postal code
          <input {...field('postalCode')} autoComplete="postal-code" />
        </label>
      </div>
      <div className="row">
        <label>
          Country
          <select
            {...field('country')}
            autoComplete="country"
            // A new country has other states (or none): the old choice does not carry over.
            onChange={(event) => onChange({ ...draft, country: event.currentTarget.value, state: '' })}
          >
            {sortedCountries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {regions ? (
          <label>
            {regions.label}
            <select {...field('state')} required autoComplete="address-level1">
              <option value="">Choose…</option>
              {regions.regions.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <label>
        Phone (optional)
        <input {...field('phone')} type="tel" autoComplete="tel" />
      </label>
    </fieldset>
  );
}
