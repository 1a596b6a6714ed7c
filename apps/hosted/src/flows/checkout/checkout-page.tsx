import { type FormEvent, useEffect, useState } from 'react';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { ErrorMessage, Loading, Unavailable } from '../../shared/layout';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import { type AddressDraft, AddressFields, EMPTY_ADDRESS, toDestination } from './address-fields';
import {
  type Card,
  type Checkout,
  type CheckoutChanges,
  type HostedCheckout,
  loadCheckout,
  checkoutMessageOf as messageOf,
  type PlacedOrder,
  payCheckout,
  removeCoupon,
  updateCheckout,
} from './checkout-calls';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { ShippingOptions } from './shipping-options';
import { ThankYou } from './thank-you';

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'form'; data: HostedCheckout }
  | { step: 'paid'; data: HostedCheckout; order: PlacedOrder };

/**
 * The hosted checkout: contact and shipping address, delivery option, coupon and a test card,
 * with the order summary priced again after each change; then the thank-you page.
 */
export function CheckoutPage({ session }: { session: string }) {
  const [state, setState] = useState<State>({ step: 'loading' });
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [savedAddress, setSavedAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // `pay` is this render's: the bank's dialog opens only from a page that got as far as defining it.
  const bank = useBankStep<{ email: string; card: Card }>({
    retry: (attempt, authentication) => pay(attempt.email, attempt.card, authentication),
    fail: (reason) => setError(messageOf(reason)),
    setBusy,
  });

  useEffect(() => {
    if (!session) {
      setState({ step: 'failed', message: 'This page needs a checkout link from a store.' });
      return;
    }
    loadCheckout(session)
      .then((data) =>
        setState(
          // Paid already: the thank-you page again (a reload), with the order as it was paid.
          data.order
            ? { step: 'paid', data, order: data.order }
            : data.checkout.completed
              ? { step: 'failed', message: 'This checkout has been paid already.' }
              : { step: 'form', data },
        ),
      )
      .catch((reason: unknown) => setState({ step: 'failed', message: messageOf(reason) }));
  }, [session]);

  if (state.step === 'loading') return <Loading />;
  if (state.step === 'failed') return <Unavailable title="Checkout unavailable" message={state.message} />;

  const { data } = state;
  const back = data.callbacks.postFlowUrl;

  if (state.step === 'paid') return <ThankYou siteName={data.siteName} order={state.order} back={back} />;

  const { checkout } = data;
  const ships = checkout.shippingInfo.carrierServiceOptions.length > 0;
  const show = (next: Checkout) => setState({ step: 'form', data: { ...data, checkout: next } });
  /** A change the platform took clears the error a previous one left. */
  const change = async (changes: CheckoutChanges) => {
    show(await updateCheckout(session, changes));
    setError(null);
  };

  /** Prices the order for a new complete address (tax follows the region). */
  const commitAddress = async () => {
    const destination = toDestination(address);
    const key = JSON.stringify(destination ?? null);
    if (!destination || key === savedAddress) return;
    setSavedAddress(key);
    try {
      await change({ destination });
    } catch (reason) {
      // Not saved: the same address, corrected or not, is sent again when the buyer leaves it.
      setSavedAddress('');
      setError(messageOf(reason));
    }
  };

  const pay = async (email: string, card: Card, authentication?: string) => {
    try {
      const { order } = await payCheckout(session, email, card, authentication);
      setState({ step: 'paid', data, order });
    } catch (reason) {
      if (!bank.askedFor(reason, { email, card })) setError(messageOf(reason));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const card = cardFrom(form);
    setBusy(true);
    setError(null);
    try {
      // The order keeps what the checkout holds: save the contact and address as they are now.
      const destination = ships ? toDestination(address) : undefined;
      await change({ email, ...(destination ? { destination } : {}) });
      await pay(email, card);
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <header className="top">
        <p className="eyebrow">{data.siteName}</p>
        <h1>Checkout</h1>
      </header>
      <div className="columns">
        <form className="card" onSubmit={submit} aria-label="Checkout details">
          <fieldset className="fields">
            <legend>Contact</legend>
            <label>
              Email
              <input
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                defaultValue={checkout.buyerInfo.email ?? ''}
              />
            </label>
          </fieldset>
          {ships ? (
            <>
              <AddressFields draft={address} onChange={setAddress} onCommit={commitAddress} />
              <ShippingOptions
                checkout={checkout}
                disabled={busy}
                onSelect={(shippingCode) =>
                  change({ shippingCode }).catch((reason) => setError(messageOf(reason)))
                }
              />
            </>
          ) : null}
          <CouponField
            checkout={checkout}
            onApply={(couponCode) => change({ couponCode })}
            onRemove={async () => show(await removeCoupon(session))}
          />
          <PaymentFields />
          {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Paying…' : `Pay ${checkout.priceSummary.total.formattedAmount}`}
          </button>
          {back ? (
            <a className="link" href={back}>
              Return to the store
            </a>
          ) : null}
        </form>
        <OrderSummary checkout={checkout} />
      </div>
      {bank.waiting ? (
        <BankChallenge
          amount={checkout.priceSummary.total.formattedAmount}
          siteName={data.siteName}
          busy={busy}
          onAnswer={bank.answer}
        />
      ) : null}
    </main>
  );
}
