import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingsTabs } from '../calendar/bookings-tabs';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { WEEKDAY_NAMES, WEEKDAYS } from '../services/weekly-spans';

const PAGE_SIZE = 20;

/** The people who provide services, with the days they work, a page at a time from the server. */
export function StaffPage({ siteId }: { siteId: string }) {
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/staff`;
  const [pageIndex, setPageIndex] = useState(0);
  const page = useQuery({
    queryKey: ['staff', siteId, 'page', pageIndex],
    placeholderData: keepPreviousData,
    queryFn: () =>
      siteClient(siteId)
        .staffMembers.queryStaffMembers()
        .ascending('name')
        .limit(PAGE_SIZE)
        .skip(pageIndex * PAGE_SIZE)
        .find(),
  });
  return (
    <>
      <BookingsTabs siteId={siteId} current="staff" />
      <div className="page-head">
        <h1>Staff</h1>
        <AppLink to={`${base}/new`} className="button">
          Add someone
        </AppLink>
      </div>
      {page.isError ? (
        <p role="alert" className="error">
          The staff could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data?.items.length === 0 ? <p className="muted">No staff yet.</p> : null}
      <ul className="item-list" aria-label="Staff">
        {page.data?.items.map((member) => {
          const days = WEEKDAYS.filter((day) => member.workingHours.some((span) => span.day === day)).map(
            (day) => WEEKDAY_NAMES[day].slice(0, 3),
          );
          return (
            <li key={member._id}>
              <span>
                <AppLink to={`${base}/${encodeURIComponent(member._id)}`}>{member.name}</AppLink>
                {` · ${days.length > 0 ? days.join(', ') : 'the business’s hours'}`}
                {member.status === 'INACTIVE' ? ' · not taking bookings' : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={page.data?.totalCount ?? 0}
        fetching={page.isFetching}
        one="staff member"
        many="staff members"
        onPage={setPageIndex}
      />
    </>
  );
}
