/** "4242424242424242" → "4242 4242 4242 4242", as people read card numbers. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card the buyer typed into `PaymentFields`, as the platform takes it. */
export function cardFrom(form: FormData) {
  const [month, year] = String(form.get('expiry') ?? '').split('/');
  return {
    number: String(form.get('card') ?? '').replace(/\s/g, ''),
    expiryMonth: Number(month),
    expiryYear: 2000 + Number(year),
    cvc: String(form.get('cvc') ?? ''),
  };
}

/**
 * The card inputs, with the test cards explained (no real card is ever charged); shared by every
 * hosted page that takes a payment. Read them back with `cardFrom`.
 */
export function PaymentFields() {
  return (
    <fieldset className="fields">
      <legend>Payment</legend>
      <p className="hint">
        Test mode: <code>4242 4242 4242 4242</code> pays, <code>4000 0000 0000 0002</code> is declined and{' '}
        <code>4000 0027 6000 3184</code> asks your bank to confirm. Any future expiry and any CVC.
      </p>
      <label>
        Card number
        <input
          name="card"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          placeholder="4242 4242 4242 4242"
          onChange={(event) => {
            event.currentTarget.value = groupDigits(event.currentTarget.value);
          }}
        />
      </label>
      <div className="row">
        <label>
          Expiry (MM/YY)
          <input
            name="expiry"
            required
            pattern="(0[1-9]|1[0-2])/[0-9]{2}"
            placeholder="12/30"
            autoComplete="cc-exp"
          />
        </label>
        <label>
          CVC
          <input
            name="cvc"
            required
            pattern="[0-9]{3,4}"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
          />
        </label>
      </div>
    </fieldset>
  );
}
