import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton, Said } from '../confirm-dialog';
import type { Saying } from '../edit-form';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { messageOf, when } from '../words';

const PAGE_SIZE = 20;
const REFUNDABLE = ['PAID'];

/** An event's orders, newest first, paged on the server; a paid one refunded whole or a ticket at a time. */
export function EventOrders({ siteId, eventId }: { siteId: string; eventId: string }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const [pageIndex, setPageIndex] = useState(0);
  const [said, setSaid] = useState<Saying>();
  const page = useQuery({
    queryKey: ['event-orders', siteId, eventId, pageIndex],
    staleTime: 0,
    queryFn: () =>
      client.eventOrders.listOrders({ eventId: [eventId], limit: PAGE_SIZE, offset: pageIndex * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const refund = useMutation({
    mutationFn: ({ orderNumber, ticketNumber }: { orderNumber: string; ticketNumber?: string }) =>
      client.eventOrders.refundOrder(orderNumber, {
        eventId,
        ...(ticketNumber ? { ticketNumbers: [ticketNumber] } : {}),
      }),
    onSuccess: (refunded, { orderNumber, ticketNumber }) => {
      setSaid({
        text: `${ticketNumber ? `Ticket ${ticketNumber}` : `Order ${orderNumber}`} refunded: ${refunded.refundedAmount} ${refunded.currency} back to the buyer.`,
      });
      void queries.invalidateQueries({ queryKey: ['event-orders', siteId, eventId] });
      void queries.invalidateQueries({ queryKey: ['event', siteId, eventId] });
    },
    onError: (reason) => setSaid({ text: messageOf(reason), problem: true }),
  });
  const orders = page.data?.orders ?? [];
  const total = page.data?.total ?? 0;
  return (
    <section className="panel editor" aria-labelledby="event-orders">
      <h2 id="event-orders">Orders</h2>
      {said ? <Said {...said} /> : null}
      {page.data && orders.length === 0 ? <p className="muted">No order yet.</p> : null}
      <ul className="item-list" aria-label="Orders of the event">
        {orders.map((order) => (
          <li key={order.orderNumber}>
            <span>
              <strong>{order.orderNumber}</strong> · {order.fullName} · {order.ticketsQuantity}{' '}
              {order.ticketsQuantity === 1 ? 'ticket' : 'tickets'} · {order.totalPrice.value}{' '}
              {order.totalPrice.currency} · {order.status.toLowerCase().replaceAll('_', ' ')} ·{' '}
              {when(order.created)}
            </span>
            {REFUNDABLE.includes(order.status) && Number(order.totalPrice.value) > 0 ? (
              <ConfirmButton
                label={`Refund ${order.orderNumber}`}
                title={`Refund order ${order.orderNumber}?`}
                confirm="Refund"
                onConfirm={() => refund.mutate({ orderNumber: order.orderNumber })}
              >
                <p>Every ticket of it goes back on sale and the buyer gets their money back.</p>
              </ConfirmButton>
            ) : null}
            {REFUNDABLE.includes(order.status) && (order.tickets ?? []).length > 1 ? (
              <ul className="order-tickets" aria-label={`Tickets of order ${order.orderNumber}`}>
                {(order.tickets ?? []).map((ticket) => (
                  <li key={ticket.ticketNumber}>
                    <span>
                      {ticket.ticketNumber} · {ticket.name}
                      {ticket.archived ? ' · refunded' : ''}
                    </span>
                    {ticket.archived || ticket.free ? null : (
                      <ConfirmButton
                        label={`Refund ticket ${ticket.ticketNumber}`}
                        title={`Refund ticket ${ticket.ticketNumber}?`}
                        confirm="Refund"
                        onConfirm={() =>
                          refund.mutate({ orderNumber: order.orderNumber, ticketNumber: ticket.ticketNumber })
                        }
                      >
                        <p>This ticket goes back on sale and admits no one; the buyer gets its share back.</p>
                      </ConfirmButton>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="order"
        many="orders"
        onPage={setPageIndex}
      />
    </section>
  );
}
