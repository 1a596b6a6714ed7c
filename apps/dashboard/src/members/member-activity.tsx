import { useQuery } from '@tanstack/react-query';
import { statusWords } from '../calendar/booking-words';
import { AppLink } from '../navigation';
import { siteClient } from '../platform';
import { useSite } from '../site';
import { when } from '../words';

const SHOWN = 10;

/** A short list of a member's things, or why there is none, with a way to the whole area. */
function Activity({
  id,
  title,
  loading,
  failed,
  lines,
  empty,
  more,
}: {
  id: string;
  title: string;
  loading: boolean;
  failed: boolean;
  lines: { key: string; text: string; to?: string }[];
  empty: string;
  more?: { to: string; words: string };
}) {
  return (
    <section className="panel editor" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {failed ? (
        <p role="alert" className="error">
          These could not be loaded. Please reload the page.
        </p>
      ) : null}
      {loading ? <p aria-busy="true">Loading…</p> : null}
      {!loading && !failed && lines.length === 0 ? <p className="muted">{empty}</p> : null}
      <ul className="item-list" aria-label={title}>
        {lines.map((line) => (
          <li key={line.key}>
            {line.to ? <AppLink to={line.to}>{line.text}</AppLink> : <span>{line.text}</span>}
          </li>
        ))}
      </ul>
      {more && lines.length >= SHOWN ? (
        <p>
          <AppLink to={more.to}>{more.words}</AppLink>
        </p>
      ) : null}
    </section>
  );
}

/** What a member booked, the tickets they bought and the plans they hold, newest first. */
export function MemberActivity({ siteId, memberId }: { siteId: string; memberId: string }) {
  const client = siteClient(siteId);
  // Only the site's apps have anything to show (the others' calls are refused).
  const apps: readonly string[] = useSite(siteId).data?.installedApps ?? [];
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}`;
  const bookings = useQuery({
    queryKey: ['member-bookings', siteId, memberId],
    enabled: apps.includes('bookings'),
    queryFn: () =>
      client.bookings.queryBookings({
        filter: { 'createdBy.memberId': memberId },
        sort: [{ fieldName: 'startDate', order: 'DESC' }],
        paging: { limit: SHOWN },
      }),
  });
  const tickets = useQuery({
    queryKey: ['member-tickets', siteId, memberId],
    enabled: apps.includes('events'),
    queryFn: () => client.eventOrders.listOrders({ memberId: [memberId], limit: SHOWN }),
  });
  const plans = useQuery({
    queryKey: ['member-plans', siteId, memberId],
    enabled: apps.includes('pricing-plans'),
    queryFn: () => client.planOrders.managementListOrders({ buyerIds: [memberId], limit: SHOWN }),
  });
  return (
    <>
      {apps.includes('bookings') ? (
        <Activity
          id="member-bookings"
          title="Bookings"
          loading={bookings.isPending}
          failed={bookings.isError}
          empty="No booking yet."
          lines={(bookings.data?.bookings ?? []).map((booking) => ({
            key: booking._id,
            text: `${when(new Date(booking.startDate))} · ${booking.bookedEntity.title} · ${statusWords(booking.status)}`,
          }))}
          more={{ to: `${base}/bookings`, words: 'All bookings' }}
        />
      ) : null}
      {apps.includes('events') ? (
        <Activity
          id="member-tickets"
          title="Tickets"
          loading={tickets.isPending}
          failed={tickets.isError}
          empty="No ticket bought yet."
          lines={(tickets.data?.orders ?? []).map((order) => ({
            key: order.orderNumber,
            text: `${order.orderNumber} · ${order.ticketsQuantity} ${order.ticketsQuantity === 1 ? 'ticket' : 'tickets'} · ${order.status.toLowerCase().replaceAll('_', ' ')}`,
            to: `${base}/events/${encodeURIComponent(order.eventId)}`,
          }))}
        />
      ) : null}
      {apps.includes('pricing-plans') ? (
        <Activity
          id="member-plans"
          title="Plans"
          loading={plans.isPending}
          failed={plans.isError}
          empty="No plan yet."
          lines={(plans.data?.orders ?? []).map((order) => ({
            key: order._id,
            text: `${order.planName} · ${order.status.toLowerCase()} · since ${when(order.startDate)}`,
            to: `${base}/plans`,
          }))}
        />
      ) : null}
    </>
  );
}
