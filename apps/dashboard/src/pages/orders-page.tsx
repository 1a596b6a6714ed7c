import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { OrdersTable } from '../orders-table';
import { Pager } from '../pager';
import { siteClient } from '../platform';
import { useSite } from '../site';
import { FULFILMENT_STATUSES, fulfilmentWords, PAYMENT_STATUSES, paymentWords } from '../words';
import { nextDay, startOfDay } from '../zoned-dates';

const PAGE_SIZE = 20;

interface Filters {
  number: string;
  email: string;
  payment: string;
  delivery: string;
  /** Calendar dates in the site's zone ("2026-11-27"), both days included. */
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { number: '', email: '', payment: '', delivery: '', from: '', to: '' };

const numberOf = (typed: string) => {
  const digits = typed.trim().replace(/^#/, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : digits;
};

/** The order search's filter from what the owner chose: only the fields they filled in. */
function filterOf(filters: Filters, zone: string): Record<string, unknown> {
  const placed = {
    ...(filters.from ? { $gte: startOfDay(filters.from, zone) } : {}),
    ...(filters.to ? { $lt: startOfDay(nextDay(filters.to), zone) } : {}),
  };
  return {
    ...(Object.keys(placed).length > 0 ? { createdDate: placed } : {}),
    // Order numbers are numbers on the wire; anything else is sent as typed, for the platform to refuse.
    ...(filters.number.trim() ? { number: numberOf(filters.number) } : {}),
    ...(filters.email.trim() ? { 'buyerInfo.email': filters.email.trim().toLowerCase() } : {}),
    ...(filters.payment ? { paymentStatus: filters.payment } : {}),
    ...(filters.delivery ? { fulfillmentStatus: filters.delivery } : {}),
  };
}

/** Every order of the site, newest first, a page at a time from the server, by the search's filters. */
export function OrdersPage({ siteId }: { siteId: string }) {
  const site = useSite(siteId);
  const zone = site.data?.settings.timeZone ?? 'UTC';
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // The cursors of the pages before this one, so "Previous" goes back without the server's help.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useQuery({
    queryKey: ['orders', siteId, filters, zone, cursor ?? ''],
    // Dates are days in the site's zone: wait for it before a dated search.
    enabled: site.isSuccess || (!filters.from && !filters.to),
    queryFn: () =>
      siteClient(siteId).orders.searchOrders({
        // A cursor carries its search: the filter goes with the first page only.
        ...(cursor ? {} : { filter: filterOf(filters, zone) }),
        cursorPaging: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
  const next = page.data?.metadata.cursors.next;
  const set = (field: keyof Filters) => (change: { currentTarget: { value: string } }) =>
    setDraft({ ...draft, [field]: change.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setCursors([]);
  };
  return (
    <>
      <h1>Orders</h1>
      <search aria-label="Orders">
        <form className="toolbar" onSubmit={submit}>
          <label>
            Number
            <input inputMode="numeric" maxLength={20} value={draft.number} onChange={set('number')} />
          </label>
          <label>
            Buyer's email
            <input type="email" maxLength={254} value={draft.email} onChange={set('email')} />
          </label>
          <label>
            Payment
            <select value={draft.payment} onChange={set('payment')}>
              <option value="">Any</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {paymentWords(status)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Delivery
            <select value={draft.delivery} onChange={set('delivery')}>
              <option value="">Any</option>
              {FULFILMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {fulfilmentWords(status)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Placed from
            <input type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
          </label>
          <label>
            Until
            <input type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
          </label>
          <button type="submit" className="button quiet toolbar-action">
            Show orders
          </button>
        </form>
      </search>
      {page.isError ? (
        <p role="alert" className="error">
          The orders could not be loaded. Check the filters, then try again.
        </p>
      ) : null}
      {page.data?.orders.length === 0 ? <p className="muted">No orders match.</p> : null}
      {page.data && page.data.orders.length > 0 ? (
        <OrdersTable siteId={siteId} orders={page.data.orders} caption="Orders" />
      ) : null}
      <Pager
        onPrevious={cursors.length > 0 ? () => setCursors(cursors.slice(0, -1)) : undefined}
        onNext={next && !page.isFetching ? () => setCursors([...cursors, next]) : undefined}
      />
    </>
  );
}
