import type { Collection } from '@bazaar/sdk/stores';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../data-table';
import { AppLink } from '../navigation';
import { OffsetPager } from '../pager';
import { siteClient } from '../platform';

const PAGE_SIZE = 20;
const column = createColumnHelper<Collection>();

/** The store's collections by name, a page at a time; each opens its editor. */
export function CollectionsPage({ siteId }: { siteId: string }) {
  const client = siteClient(siteId);
  const [pageIndex, setPageIndex] = useState(0);
  const base = `/dashboard/sites/${encodeURIComponent(siteId)}/collections`;
  const page = useQuery({
    queryKey: ['collections', siteId, 'page', pageIndex],
    queryFn: () =>
      client.collections.queryCollections({
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: PAGE_SIZE, offset: pageIndex * PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = page.data?.collections ?? [];
  const total = page.data?.metadata.total ?? 0;
  const table = useReactTable({
    data: rows,
    columns: [
      column.accessor('name', {
        header: 'Name',
        cell: (cell) => (
          <AppLink to={`${base}/${encodeURIComponent(cell.row.original._id)}`}>{cell.getValue()}</AppLink>
        ),
      }),
      column.accessor('numberOfProducts', { header: 'Products' }),
      column.accessor('visible', { header: 'Shown', cell: (cell) => (cell.getValue() ? 'Shown' : 'Hidden') }),
    ],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (collection) => collection._id,
  });
  return (
    <>
      <div className="page-head">
        <h1>Collections</h1>
        <AppLink to={`${base}/new`} className="button">
          Add a collection
        </AppLink>
      </div>
      {page.isError ? (
        <p role="alert" className="error">
          The collections could not be loaded. Please reload the page.
        </p>
      ) : null}
      {page.data && rows.length === 0 ? (
        <p className="muted">No collection yet: group products (Summer, Gifts) for buyers to browse.</p>
      ) : null}
      {rows.length > 0 ? (
        <DataTable table={table} caption="Collections" numeric={['numberOfProducts']} />
      ) : null}
      <OffsetPager
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        total={total}
        fetching={page.isFetching}
        one="collection"
        many="collections"
        onPage={setPageIndex}
      />
    </>
  );
}
