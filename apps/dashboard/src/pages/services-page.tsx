import type { Service } from '@bazaar/sdk/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingsTabs } from '../calendar/bookings-tabs';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';

const PAGE_SIZE = 20;
const KIND: Record<string, string> = { APPOINTMENT: 'Appointment', CLASS: 'Class', COURSE: 'Course' };

const priceOf = (service: Service) =>
  service.payment.rateType === 'FIXED' && service.payment.fixed
    ? (service.payment.fixed.price.formattedValue ?? service.payment.fixed.price.value)
    : 'Free';

/** The services customers book, by name, a page at a time from the server. */
export function ServicesPage({ siteId }: { siteId: string }) {
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}`;
  const [pageIndex, setPageIndex] = useState(0);
  const page = useQuery({
    queryKey: ['services', siteId, 'page', pageIndex],
    placeholderData: keepPreviousData,
    queryFn: () =>
      siteClient(siteId)
        .services.queryServices()
        .ascending('name')
        .limit(PAGE_SIZE)
        .skip(pageIndex * PAGE_SIZE)
        .find(),
  });
  return (
    <>
      <BookingsTabs siteId={siteId} current="services" />
      <div className="page-head">
        <h1>Services</h1>
        <AppLink to={`${base}/services/new`} className="button">
          Add a service
        </AppLink>
      </div>
      <p className="muted">
        Who provides them, and when: <AppLink to={`${base}/staff`}>Staff</AppLink>.
      </p>
      {page.isError ? (
        <p role="alert" className="error">
          The services could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data?.items.length === 0 ? <p className="muted">No service yet.</p> : null}
      <ul className="item-list" aria-label="Services">
        {page.data?.items.map((service) => (
          <li key={service._id}>
            <span>
              <AppLink to={`${base}/services/${encodeURIComponent(service._id)}`}>{service.name}</AppLink>
              {` · ${KIND[service.type] ?? service.type} · ${priceOf(service)}${service.hidden ? ' · hidden' : ''}`}
            </span>
          </li>
        ))}
      </ul>
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={page.data?.totalCount ?? 0}
        fetching={page.isFetching}
        one="service"
        many="services"
        onPage={setPageIndex}
      />
    </>
  );
}
