import { useState } from 'react';
import { ErrorMessage } from '../../shared/layout';
import { type Checkout, checkoutMessageOf } from './checkout-calls';

/** A coupon code: applied (the platform checks it) or removed; its errors are shown beside it. */
export function CouponField({
  checkout,
  onApply,
  onRemove,
}: {
  checkout: Checkout;
  onApply(code: string): Promise<void>;
  onRemove(): Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const applied = checkout.appliedDiscounts.find((discount) => discount.coupon)?.coupon;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setCode('');
    } catch (reason) {
      setError(checkoutMessageOf(reason));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className="coupon applied" data-testid="coupon-applied">
        <span>
          <strong>{applied.code}</strong> applied: −{applied.amount.formattedAmount}
        </span>
        <button type="button" className="text-button" disabled={busy} onClick={() => run(onRemove)}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <div className="coupon">
      <label>
        Coupon code
        <span className="inline">
          <input
            name="coupon"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter applies the coupon instead of paying.
              if (event.key === 'Enter') {
                event.preventDefault();
                if (code.trim()) run(() => onApply(code.trim()));
              }
            }}
            autoComplete="off"
          />
          <button
            type="button"
            className="secondary-button"
            disabled={busy || !code.trim()}
            onClick={() => run(() => onApply(code.trim()))}
          >
            Apply
          </button>
        </span>
      </label>
      {error ? <ErrorMessage inline>{error}</ErrorMessage> : null}
    </div>
  );
}
