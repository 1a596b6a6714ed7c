import { totalChangedOf } from '@bazaar/sdk/hosted';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAction } from '../../shared/action';
import { BankChallenge } from '../../shared/bank-challenge';
import { useBankStep } from '../../shared/bank-step';
import { PayActions } from '../../shared/pay-actions';
import { cardFrom, PaymentFields } from '../../shared/payment-fields';
import type { SessionMember } from '../../shared/session-member';
import { type AddressDraft, AddressFields, EMPTY_ADDRESS, toDestination } from './address-fields';
import {
  type Checkout,
  type CheckoutCalls,
  type CheckoutChanges,
  type CheckoutPayment,
  type HostedCheckout,
  checkoutMessageOf as messageOf,
  type PlacedOrder,
} from './checkout-calls';
import { CouponField } from './coupon-field';
import { OrderSummary } from './order-summary';
import { ShippingOptions } from './shipping-options';

/** How long the address rests before it is priced: a pause in typing, not every key. */
const ADDRESS_PAUSE_MS = 400;

/**
 * The checkout's form. Every change that moves the total (address, delivery, coupon) is priced
 * again as it happens; until the new total is back, the summary says so and Pay waits. Pay sends
 * the total on its button, and the platform refuses any other amount (`TOTAL_CHANGED`): the page
 * then shows the new total and asks again. The buyer is never charged a total they were not shown.
 */
export function CheckoutForm({
  session,
  calls,
  data,
  member,
  onCheckout,
  onPaid,
}: {
  session: string;
  calls: CheckoutCalls;
  data: HostedCheckout;
  /** The signed-in member the checkout is for: their details start the form (editable). */
  member?: SessionMember | undefined;
  onCheckout(checkout: Checkout): void;
  onPaid(order: PlacedOrder): void;
}) {
  const { checkout } = data;
  const ships = checkout.shippingInfo.carrierServiceOptions.length > 0;
  const [address, setAddress] = useState<AddressDraft>(() => ({
    ...EMPTY_ADDRESS,
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    phone: member?.phone ?? '',
  }));
  /** The complete addresses last priced and last refused, as keys: neither is priced again. */
  const [pricedAddress, setPricedAddress] = useState('');
  const [refusedAddress, setRefusedAddress] = useState('');
  const [repricing, setRepricing] = useState(0);
  const latest = useRef(0);
  const action = useAction(messageOf);
  const { busy, error, setError, run } = action;
  const bank = useBankStep<CheckoutPayment>({
    retry: (attempt, authentication) => pay(attempt, authentication),
    runner: action,
    answerChallenge: calls.answerChallenge,
  });

  const destination = ships ? toDestination(address) : undefined;
  const addressKey = destination ? JSON.stringify(destination) : '';
  const addressWaiting = addressKey !== '' && addressKey !== pricedAddress && addressKey !== refusedAddress;

  /** Prices a change; an answer overtaken by a later change is not shown. */
  const reprice = async (changes: CheckoutChanges) => {
    const call = ++latest.current;
    setRepricing((count) => count + 1);
    try {
      const next = await calls.updateCheckout(session, changes);
      if (call === latest.current) onCheckout(next);
    } finally {
      setRepricing((count) => count - 1);
    }
  };
  /** A change the buyer made: one the platform took clears the error a previous one left. */
  const edit = async (changes: CheckoutChanges) => {
    await reprice(changes);
    setError(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: priced again when the complete address changes, not when its pricing does
  useEffect(() => {
    if (!addressWaiting || !destination) return;
    const timer = setTimeout(() => {
      setPricedAddress(addressKey);
      edit({ destination }).catch((reason: unknown) => {
        // Not priced: the buyer corrects it (a new address is priced) or Pay sends it again.
        setPricedAddress('');
        setRefusedAddress(addressKey);
        setError(messageOf(reason));
      });
    }, ADDRESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [addressKey, addressWaiting]);

  const pay = async (attempt: CheckoutPayment, authentication?: string) => {
    try {
      onPaid((await calls.payCheckout(session, attempt, authentication)).order);
    } catch (reason) {
      if (bank.askedFor(reason, attempt)) return;
      // The total moved after it was shown: show the one due now before the buyer pays again.
      if (totalChangedOf(reason)) onCheckout((await calls.loadCheckout(session)).checkout);
      setError(messageOf(reason));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const shownTotal = checkout.priceSummary.total.amount;
    void run(
      async () => {
        // The order keeps what the checkout holds: save the contact and address as they are now.
        await reprice({ email, ...(destination ? { destination } : {}) });
        await pay({ email, card: cardFrom(form), shownTotal });
      },
      { keepError: true },
    );
  };

  const total = checkout.priceSummary.total.formattedAmount;
  const updating = addressWaiting || repricing > 0;
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
                defaultValue={checkout.buyerInfo.email ?? member?.email ?? ''}
              />
            </label>
          </fieldset>
          {ships ? (
            <>
              <AddressFields draft={address} onChange={setAddress} />
              <ShippingOptions
                checkout={checkout}
                disabled={busy}
                onSelect={(shippingCode) =>
                  edit({ shippingCode }).catch((reason) => setError(messageOf(reason)))
                }
              />
            </>
          ) : null}
          <CouponField
            checkout={checkout}
            onApply={(couponCode) => edit({ couponCode })}
            onRemove={async () => onCheckout(await calls.removeCoupon(session))}
          />
          <PaymentFields />
          <PayActions
            busy={busy}
            waiting={updating && !busy ? 'Updating total…' : undefined}
            error={error}
            label={`Pay ${total}`}
            busyLabel="Paying…"
            back={data.callbacks.postFlowUrl}
            backLabel="Return to the store"
          />
        </form>
        <OrderSummary checkout={checkout} updating={updating} />
      </div>
      {bank.waiting ? (
        <BankChallenge amount={total} siteName={data.siteName} busy={busy} onAnswer={bank.answer} />
      ) : null}
    </main>
  );
}
