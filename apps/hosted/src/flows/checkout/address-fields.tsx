import type { Destination } from './checkout-calls';

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

/** The draft as the platform takes it, once every required field is filled in. */
export function toDestination(draft: AddressDraft): Destination | undefined {
  const { firstName, lastName, city, addressLine, country } = draft;
  if (![firstName, lastName, city, addressLine].every((value) => value.trim())) return undefined;
  const state = draft.state.trim().toUpperCase();
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
 * Who receives the order and where. `onCommit` runs when the buyer leaves the fieldset with a
 * complete address, so tax and shipping follow the address without a button.
 */
export function AddressFields({
  draft,
  onChange,
  onCommit,
}: {
  draft: AddressDraft;
  onChange(draft: AddressDraft): void;
  onCommit(): void;
}) {
  const field = (name: keyof AddressDraft) => ({
    name,
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...draft, [name]: event.currentTarget.value }),
  });
  return (
    <fieldset
      className="fields"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onCommit();
      }}
    >
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
            onChange={(event) => onChange({ ...draft, country: event.currentTarget.value })}
          >
            {sortedCountries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          State or province
          <input
            {...field('state')}
            pattern="[A-Za-z0-9]{1,3}"
            placeholder="e.g. NY"
            autoComplete="address-level1"
            title="The state's short code, such as NY or CA"
          />
        </label>
      </div>
      <label>
        Phone (optional)
        <input {...field('phone')} type="tel" autoComplete="tel" />
      </label>
    </fieldset>
  );
}
