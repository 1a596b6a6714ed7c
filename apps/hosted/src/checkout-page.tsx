import { type FormEvent, useEffect, useState } from 'react';
import { CheckoutError, type HostedCheckout, loadCheckout, type PlacedOrder, payCheckout } from './api';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; data: HostedCheckout }
  | { step: 'paid'; data: HostedCheckout; order: PlacedOrder };

/** "4242424242424242" → "4242 4242 4242 4242", as people read card numbers. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** The hosted checkout: the order summary, contact email and a test card, then the thank-you page. */
export function CheckoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a checkout link from a store.' });
      return;
    }
    loadCheckout(session)
      .then((data) =>
        setState(
          data.checkout.completed
            ? { step: 'failed', message: 'This checkout has been paid already.' }
            : { step: 'form', data },
        ),
      )
      .catch((reason: unknown) =>
        setState({
          step: 'failed',
          message: reason instanceof Error ? reason.message : 'Something went wrong',
        }),
      );
  }, [session]);

  if (state.step === 'loading') return <main className="page" aria-busy="true" />;
  if (state.step === 'failed') {
    return (
      <main className="page narrow">
        <h1>Checkout unavailable</h1>
        <p role="alert">{state.message}</p>
      </main>
    );
  }

  const { data } = state;
  const back = data.callbacks.postFlowUrl;

  if (state.step === 'paid') {
    return (
      <main className="page narrow" data-testid="thank-you">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Thank you for your order</h1>
        <p>
          Order <strong data-testid="order-number">#{state.order.number}</strong> is paid:{' '}
          {state.order.priceSummary.total.formattedAmount}, by {state.order.buyerInfo.email}.
        </p>
        {back ? (
          <a className="button" href={back}>
            Back to the store
          </a>
        ) : null}
      </main>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const [month, year] = String(form.get('expiry') ?? '').split('/');
    setPaying(true);
    setError(null);
    try {
      const { order } = await payCheckout(session, String(form.get('email') ?? ''), {
        number: String(form.get('card') ?? '').replace(/\s/g, ''),
        expiryMonth: Number(month),
        expiryYear: 2000 + Number(year),
        cvc: String(form.get('cvc') ?? ''),
      });
      setState({ step: 'paid', data, order });
    } catch (reason) {
      setError(
        reason instanceof CheckoutError || reason instanceof Error ? reason.message : 'Something went wrong',
      );
    } finally {
      setPaying(false);
    }
  };

  const { checkout } = data;
  return (
    <main className="page">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Checkout</h1>
      </header>
      <div className="columns">
        <form className="card" onSubmit={submit} aria-label="Payment">
          <h2>Contact</h2>
          <label>
            Email
            <input name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
          </label>
          <h2>Payment</h2>
          <p className="hint">
            Test mode: pay with <code>4242 4242 4242 4242</code>, any future expiry and any CVC.{' '}
            <code>4000 0000 0000 0002</code> is declined.
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
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={paying}>
            {paying ? 'Paying…' : `Pay ${checkout.priceSummary.total.formattedAmount}`}
          </button>
          {back ? (
            <a className="link" href={back}>
              Return to the store
            </a>
          ) : null}
        </form>
        <section className="card summary" aria-label="Order summary">
          <h2>Order summary</h2>
          <ul>
            {checkout.lineItems.map((line) => (
              <li key={line.id} data-testid="checkout-line">
                {line.image ? (
                  <img
                    src={line.image.url}
                    alt={line.image.altText ?? line.productName.original}
                    width={56}
                    height={56}
                  />
                ) : null}
                <div>
                  <p className="name">{line.productName.original}</p>
                  <p className="muted">
                    {[
                      ...line.descriptionLines.map((d) => d.plainText?.original).filter(Boolean),
                      `Qty ${line.quantity}`,
                    ].join(' · ')}
                  </p>
                </div>
                <p className="amount">{line.lineItemPrice.formattedAmount}</p>
              </li>
            ))}
          </ul>
          <dl>
            <dt>Subtotal</dt>
            <dd>{checkout.priceSummary.subtotal.formattedAmount}</dd>
            <dt>Shipping</dt>
            <dd>{checkout.priceSummary.shipping.formattedAmount}</dd>
            <dt>Tax</dt>
            <dd>{checkout.priceSummary.tax.formattedAmount}</dd>
            <dt className="total">Total</dt>
            <dd className="total" data-testid="checkout-total">
              {checkout.priceSummary.total.formattedAmount}
            </dd>
          </dl>
        </section>
      </div>
    </main>
  );
}
