import { carrierName } from '@bazaar/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import { AppLink } from '../navigation';
import { ShipDialog } from '../order/ship-dialog';
import { siteClient } from '../platform';
import { fulfilmentWords, messageOf, paymentWords, when } from '../words';

/**
 * One order: its lines, buyer, address and totals, its shipments and payments, what happened to it;
 * shipping it with tracking, refunding a line (back into stock), cancelling it.
 */
export function OrderPage({ siteId, orderId }: { siteId: string; orderId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const key = ['order', siteId, orderId];
  const order = useQuery({ queryKey: [...key, 'order'], queryFn: () => client.orders.getOrder(orderId) });
  const shipments = useQuery({
    queryKey: [...key, 'shipments'],
    queryFn: () => client.orderFulfillments.listFulfillmentsForSingleOrder(orderId),
  });
  const money = useQuery({
    queryKey: [...key, 'payments'],
    queryFn: () => client.orderTransactions.listTransactionsForSingleOrder(orderId),
  });
  const [said, setSaid] = useState<{ text: string; problem?: boolean }>();
  const changed = (text: string) => {
    setSaid({ text });
    void queries.invalidateQueries({ queryKey: key });
    void queries.invalidateQueries({ queryKey: ['orders', siteId] });
  };
  const failed = (reason: unknown) => setSaid({ text: messageOf(reason), problem: true });
  const ship = useMutation({
    mutationFn: (trackingInfo: { shippingProvider: string; trackingNumber: string }) => {
      // What is left of each line: its quantity less what its shipments already hold.
      const shipped = new Map<string, number>();
      for (const shipment of shipments.data?.orderWithFulfillments.fulfillments ?? [])
        for (const line of shipment.lineItems)
          shipped.set(line._id, (shipped.get(line._id) ?? 0) + line.quantity);
      const lineItems = (order.data?.lineItems ?? [])
        .filter((line) => line.quantity > (shipped.get(line._id) ?? 0))
        .map((line) => ({ _id: line._id }));
      return client.orderFulfillments.createFulfillment(orderId, { lineItems, trackingInfo });
    },
    onSuccess: (_answer, tracking) =>
      changed(`Shipped with ${carrierName(tracking.shippingProvider)}, tracking ${tracking.trackingNumber}.`),
    onError: failed,
  });
  const refund = useMutation({
    mutationFn: async ({ lineItemId }: { lineItemId: string; name: string }) => {
      const payment = money.data?.orderTransactions.payments[0];
      if (!payment) throw new Error('no payment');
      return client.orders.triggerRefund(orderId, [{ paymentId: payment._id }], {
        details: { lineItems: [{ lineItemId, quantity: 1 }] },
        sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
      });
    },
    onSuccess: (_answer, { name }) => changed(`One ${name} refunded to the card, and back in stock.`),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => client.orders.cancelOrder(orderId, { restockAllItems: true }),
    onSuccess: () => changed('The order is canceled: its payment is refunded and its stock is back.'),
    onError: failed,
  });
  const data = order.data;
  if (order.isError)
    return (
      <p role="alert" className="error">
        This order could not be found.
      </p>
    );
  if (!data) return <p className="muted">Loading the order…</p>;
  const address = data.shippingInfo?.shippingDestination;
  const canShip = data.status !== 'CANCELED' && data.fulfillmentStatus !== 'FULFILLED';
  const canCancel = data.status !== 'CANCELED' && data.fulfillmentStatus === 'NOT_FULFILLED';
  return (
    <>
      <p>
        <AppLink to={`/dashboard/sites/${encodeURIComponent(siteId)}/orders`}>All orders</AppLink>
      </p>
      <h1>Order #{data.number}</h1>
      <p className="badges">
        <span className="badge">
          {data.status === 'CANCELED' ? 'Canceled' : paymentWords(data.paymentStatus)}
        </span>
        <span className="badge">{fulfilmentWords(data.fulfillmentStatus)}</span>
        <span className="muted">Placed {when(data._createdDate)}</span>
      </p>
      <div className="actions">
        <ShipDialog disabled={!canShip || ship.isPending} onShip={(tracking) => ship.mutate(tracking)} />
        {canCancel ? (
          <ConfirmButton
            label="Cancel the order"
            title={`Cancel order #${data.number}?`}
            confirm="Cancel the order"
            onConfirm={() => cancel.mutate()}
          >
            <p>Its payment is refunded in full and its items go back into stock. This cannot be undone.</p>
          </ConfirmButton>
        ) : null}
      </div>
      {said ? <Said {...said} /> : null}
      <div className="order-grid">
        <section className="panel" aria-labelledby="lines-heading">
          <h2 id="lines-heading">Items</h2>
          <ul className="rows">
            {data.lineItems.map((line) => (
              <li key={line._id} className="row">
                <span className="row-main">
                  {line.productName.original} × {line.quantity}
                  {line.descriptionLines.length > 0 ? (
                    <span className="line-choices">
                      {line.descriptionLines
                        .map((choice) => `${choice.name.original}: ${choice.plainText?.original ?? ''}`)
                        .join(' · ')}
                    </span>
                  ) : null}
                </span>
                <span>{line.price.formattedAmount}</span>
                {data.paymentStatus === 'PAID' || data.paymentStatus === 'PARTIALLY_REFUNDED' ? (
                  <ConfirmButton
                    label="Refund one"
                    title={`Refund one ${line.productName.original}?`}
                    confirm="Refund"
                    onConfirm={() => refund.mutate({ lineItemId: line._id, name: line.productName.original })}
                  >
                    <p>Its price goes back to the buyer's card and the item back into stock.</p>
                  </ConfirmButton>
                ) : null}
              </li>
            ))}
          </ul>
          <dl className="totals">
            <dt>Subtotal</dt>
            <dd>{data.priceSummary.subtotal.formattedAmount}</dd>
            <dt>Shipping</dt>
            <dd>{data.priceSummary.shipping.formattedAmount}</dd>
            <dt>Tax</dt>
            <dd>{data.priceSummary.tax.formattedAmount}</dd>
            <dt>Total</dt>
            <dd>{data.priceSummary.total.formattedAmount}</dd>
          </dl>
        </section>
        <section className="panel" aria-labelledby="buyer-heading">
          <h2 id="buyer-heading">Buyer</h2>
          <p>{data.buyerInfo.email}</p>
          {address ? (
            <p>
              {address.contactDetails.firstName} {address.contactDetails.lastName}
              <br />
              {address.address.addressLine}, {address.address.city} {address.address.postalCode ?? ''}
              <br />
              {address.address.subdivision ?? ''} {address.address.country}
            </p>
          ) : (
            <p className="muted">Nothing to ship to.</p>
          )}
          <h2>Shipments</h2>
          {shipments.data?.orderWithFulfillments.fulfillments.length ? (
            <ul className="rows">
              {shipments.data.orderWithFulfillments.fulfillments.map((shipment) => (
                <li key={shipment._id} className="row">
                  <span className="row-main">
                    {carrierName(shipment.trackingInfo?.shippingProvider ?? '')}{' '}
                    {shipment.trackingInfo?.trackingNumber ?? ''}
                  </span>
                  <span className="muted">{when(shipment._createdDate)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Not shipped yet.</p>
          )}
          <h2>What happened</h2>
          <ol className="timeline">
            {data.activities.map((activity) => (
              <li key={`${activity.type}-${activity._createdDate.toISOString()}`}>
                <span>{activity.type.replaceAll('_', ' ').toLowerCase()}</span>{' '}
                <span className="muted">{when(activity._createdDate)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
