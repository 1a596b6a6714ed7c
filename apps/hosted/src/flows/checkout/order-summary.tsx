import { Money } from '../../shared/money';
import type { Checkout } from './checkout-calls';

/** What a summary shows: a checkout's lines and totals, or an order's (the same shapes). */
type Summarised = Pick<Checkout, 'lineItems' | 'priceSummary'> & {
  appliedDiscounts?: Checkout['appliedDiscounts'] | undefined;
};

/** How many, in the line's terms: a service's participants, or a quantity of goods. */
const quantityOf = (line: { quantity: number; itemType: { preset: string } }): string =>
  line.itemType.preset === 'SERVICE'
    ? `${line.quantity} ${line.quantity === 1 ? 'participant' : 'participants'}`
    : `Qty ${line.quantity}`;

/** The lines and the totals, as they will be charged (or, for an order, as they were). */
export function OrderSummary({
  checkout,
  title = 'Order summary',
  updating,
}: {
  checkout: Summarised;
  title?: string;
  /**
   * A change that moves the totals is being priced: they are dimmed and say so, and the line that
   * says so is always there (empty otherwise), so nothing shifts when it appears. Absent on an order.
   */
  updating?: boolean;
}) {
  const { priceSummary } = checkout;
  const coupon = checkout.appliedDiscounts?.find((discount) => discount.coupon)?.coupon;
  return (
    <section className="card summary" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {checkout.lineItems.map((line) => (
          <li key={line._id} data-testid="checkout-line" className={line.image ? undefined : 'no-image'}>
            {line.image ? (
              <img
                src={line.image.url}
                alt={line.image.altText ?? line.productName.original}
                width={56}
                height={56}
              />
            ) : null}
            <div>
              {/* The name, then the price, as one text ("Dot-Grid Notebook$10.00"): as Wix's page reads to a test. */}
              <p className="line-head">
                <span className="name">{line.productName.original}</span>
                <span className="amount">
                  <Money value={line.lineItemPrice} />
                </span>
              </p>
              <p className="muted">
                {[
                  ...line.descriptionLines.map((d) => d.plainText?.original).filter(Boolean),
                  quantityOf(line),
                ].join(' · ')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className={updating ? 'updating' : undefined} aria-busy={updating || undefined}>
        <dt>Subtotal</dt>
        <dd>
          <Money value={priceSummary.subtotal} />
        </dd>
        {coupon ? (
          <>
            <dt>Discount ({coupon.code})</dt>
            <dd data-testid="checkout-discount">
              <Money value={priceSummary.discount} minus />
            </dd>
          </>
        ) : null}
        <dt>Shipping</dt>
        <dd data-testid="checkout-shipping">
          <Money value={priceSummary.shipping} />
        </dd>
        <dt>Tax</dt>
        <dd data-testid="checkout-tax">
          <Money value={priceSummary.tax} />
        </dd>
        <dt className="total">Total</dt>
        <dd className="total" data-testid="checkout-total">
          <Money value={priceSummary.total} />
        </dd>
      </dl>
      {updating === undefined ? null : (
        <p className="muted updating-note" role="status" data-testid="checkout-updating">
          {updating ? 'Updating the total…' : ''}
        </p>
      )}
    </section>
  );
}
