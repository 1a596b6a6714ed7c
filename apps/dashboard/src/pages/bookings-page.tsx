import type { Booking } from '@bazaar/sdk/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { BookingDialog } from '../calendar/booking-dialog';
import { customerOf, dayName, ON_CALENDAR } from '../calendar/booking-words';
import { BookingsTabs } from '../calendar/bookings-tabs';
import { useNarrowScreen } from '../calendar/narrow-screen';
import { NewBookingDialog } from '../calendar/new-booking-dialog';
import { Agenda, type Entry, TimeGrid } from '../calendar/time-grid';
import { siteClient } from '../platform';
import { useSiteRole } from '../roles';
import { useSite } from '../site';
import { addDays, mondayOf, startOfDay, wallTimeOf } from '../zoned-dates';

/** Bookings a calendar page reads at once; past it, a filter narrows the page. */
const MOST = 100;

/**
 * The bookings calendar: a day or a week on the site's clock, everyone's or one staff member's or
 * one service's, with time away shaded. A booking opens to be confirmed, moved, canceled or marked
 * as not come; the business books for a customer on the phone. Staff see their own calendar.
 */
export function BookingsPage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const site = useSite(siteId);
  const { role } = useSiteRole(siteId);
  const mayChange = role === 'OWNER' || role === 'MANAGER';
  const zone = site.data?.settings.timeZone ?? 'UTC';
  const today = wallTimeOf(new Date().toISOString(), zone).date;
  const narrow = useNarrowScreen();
  const [view, setView] = useState<'day' | 'week'>('week');
  const [anchor, setAnchor] = useState<string>();
  const [staffId, setStaffId] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [opened, setOpened] = useState<Booking>();
  const [adding, setAdding] = useState(false);
  // A dialog closed gives the focus back to what opened it (a booking, or New booking).
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const refocus = () => window.setTimeout(() => opener.current?.focus(), 0);
  const open = (booking: Booking) => {
    remember();
    setOpened(booking);
  };
  const shownDay = anchor ?? today;
  const first = view === 'day' ? shownDay : mondayOf(shownDay);
  const days = Array.from({ length: view === 'day' ? 1 : 7 }, (_, index) => addDays(first, index));
  const from = startOfDay(first, zone);
  const to = startOfDay(addDays(first, days.length), zone);

  const staff = useQuery({
    queryKey: ['staff', siteId],
    queryFn: () => client.staffMembers.queryStaffMembers().ascending('name').limit(100).find(),
  });
  const services = useQuery({
    queryKey: ['services', siteId],
    queryFn: () => client.services.queryServices().ascending('name').limit(100).find(),
  });
  const bookings = useQuery({
    queryKey: ['calendar', siteId, from, to, staffId, serviceId],
    enabled: site.isSuccess,
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.bookings.queryBookings({
        filter: {
          startDate: { $gte: from, $lt: to },
          status: { $in: ON_CALENDAR },
          ...(staffId ? { 'bookedEntity.slot.resource.id': staffId } : {}),
          ...(serviceId ? { 'bookedEntity.slot.serviceId': serviceId } : {}),
        },
        sort: [{ fieldName: 'startDate', order: 'ASC' }],
        paging: { limit: MOST },
      }),
  });

  const entries: Entry[] = [
    ...(bookings.data?.bookings ?? []).map(
      (booking): Entry => ({
        id: booking._id,
        start: booking.startDate,
        end: booking.endDate,
        kind: 'booking',
        title: booking.bookedEntity.title,
        detail: [customerOf(booking), staffId ? '' : booking.bookedEntity.slot?.resource?.name]
          .filter(Boolean)
          .join(' · '),
        status: booking.status,
        booking,
      }),
    ),
    ...(staff.data?.items ?? [])
      .filter((member) => (staffId ? member._id === staffId : mayChange))
      .flatMap((member) =>
        member.timeOff
          .filter((away) => away.start < to && away.end > from)
          .map(
            (away, index): Entry => ({
              id: `${member._id}-away-${index}`,
              start: away.start,
              end: away.end,
              kind: 'away',
              title: 'Away',
              detail: member.name,
            }),
          ),
      ),
  ];
  const total = bookings.data?.pagingMetadata.total ?? 0;
  const step = view === 'day' ? 1 : 7;
  const title =
    view === 'day'
      ? dayName(shownDay)
      : `${dayName(days[0] ?? first, 'short')} – ${dayName(days[6] ?? first, 'short')}`;

  return (
    <>
      <BookingsTabs siteId={siteId} current="bookings" />
      <div className="page-head">
        <h1>Bookings</h1>
        {mayChange ? (
          <button
            type="button"
            className="button"
            disabled={!services.data || !site.data}
            onClick={() => {
              remember();
              setAdding(true);
            }}
          >
            New booking
          </button>
        ) : null}
      </div>
      <div className="toolbar calendar-toolbar">
        <fieldset className="segmented">
          <legend className="visually-hidden">View</legend>
          {(['day', 'week'] as const).map((one) => (
            <button
              key={one}
              type="button"
              className="button quiet small"
              aria-pressed={view === one}
              onClick={() => {
                // From a week to a day: today when the week holds it, else the week's Monday.
                if (one === 'day' && view === 'week') setAnchor(days.includes(today) ? today : first);
                setView(one);
              }}
            >
              {one === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </fieldset>
        <div className="calendar-moves">
          <button
            type="button"
            className="button quiet small"
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => setAnchor(addDays(first, -step))}
          >
            ‹
          </button>
          <button type="button" className="button quiet small" onClick={() => setAnchor(today)}>
            Today
          </button>
          <button
            type="button"
            className="button quiet small"
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => setAnchor(addDays(first, step))}
          >
            ›
          </button>
        </div>
        {mayChange ? (
          <label>
            Staff
            <select value={staffId} onChange={(event) => setStaffId(event.currentTarget.value)}>
              <option value="">Everyone</option>
              {staff.data?.items.map((member) => (
                <option key={member._id} value={member._id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          Service
          <select value={serviceId} onChange={(event) => setServiceId(event.currentTarget.value)}>
            <option value="">All services</option>
            {services.data?.items.map((service) => (
              <option key={service._id} value={service._id}>
                {service.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h2 className="calendar-title" aria-live="polite">
        {title}
        <span className="muted"> · {zone}</span>
      </h2>
      {bookings.isError ? (
        <p role="alert" className="error">
          The bookings could not be loaded. Please reload the page.
        </p>
      ) : null}
      {total > MOST ? (
        <p className="muted">
          Showing the first {MOST} of {total} bookings: choose a staff member or a service to see the rest.
        </p>
      ) : null}
      {site.data ? (
        <div className="calendar" aria-busy={bookings.isFetching}>
          {view === 'week' && narrow ? (
            <Agenda days={days} zone={zone} entries={entries} onOpen={open} />
          ) : (
            <TimeGrid days={days} zone={zone} entries={entries} onOpen={open} />
          )}
        </div>
      ) : (
        <p aria-busy="true">Loading the calendar…</p>
      )}
      {opened ? (
        <BookingDialog
          key={opened._id}
          siteId={siteId}
          zone={zone}
          booking={opened}
          mayChange={mayChange}
          onClose={() => {
            setOpened(undefined);
            refocus();
          }}
        />
      ) : null}
      {adding && services.data ? (
        <NewBookingDialog
          siteId={siteId}
          zone={zone}
          services={services.data.items}
          today={today}
          onClose={() => {
            setAdding(false);
            refocus();
          }}
        />
      ) : null}
    </>
  );
}
