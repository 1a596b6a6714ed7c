import type { Booking } from '@bazaar/sdk/bookings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../data-table';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';
import { when } from '../words';

const PAGE_SIZE = 20;
const STATUS: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for approval',
  CANCELED: 'Canceled',
  DECLINED: 'Declined',
  WAITING_LIST: 'On the waiting list',
  CREATED: 'Created',
};

const column = createColumnHelper<Booking>();
const columns = [
  column.accessor('startDate', { header: 'When', cell: (cell) => when(new Date(cell.getValue())) }),
  column.accessor((booking) => booking.bookedEntity.title, { id: 'service', header: 'Service' }),
  column.accessor(
    (booking) =>
      [booking.contactDetails.firstName, booking.contactDetails.lastName].filter(Boolean).join(' ') ||
      booking.contactDetails.email,
    { id: 'customer', header: 'Customer' },
  ),
  column.accessor('totalParticipants', { header: 'People' }),
  column.accessor('status', { header: 'Status', cell: (cell) => STATUS[cell.getValue()] ?? cell.getValue() }),
];

/** The site's bookings, soonest session first, a page at a time from the server. */
export function BookingsPage({ siteId }: { siteId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const page = useQuery({
    queryKey: ['bookings', siteId, pageIndex],
    queryFn: () =>
      siteClient(siteId).bookings.queryBookings({
        sort: [{ fieldName: 'startDate', order: 'ASC' }],
        paging: { limit: PAGE_SIZE, offset: pageIndex * PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.bookings ?? [];
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
  });
  const total = page.data?.pagingMetadata.total ?? 0;
  return (
    <>
      <h1>Bookings</h1>
      {page.isError ? (
        <p role="alert" className="error">
          The bookings could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data && rows.length === 0 ? <p className="muted">No bookings yet.</p> : null}
      {rows.length > 0 ? <DataTable table={table} caption="Bookings" /> : null}
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="booking"
        many="bookings"
        onPage={setPageIndex}
      />
    </>
  );
}
