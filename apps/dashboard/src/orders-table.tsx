import type { Order } from '@bazaar/sdk/ecom';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from './data-table';
import { AppLink } from './navigation';
import { fulfilmentWords, paymentWords, when } from './words';

const column = createColumnHelper<Order>();
const columnsOf = (siteId: string) => [
  column.accessor('number', {
    header: 'Order',
    cell: (cell) => (
      <AppLink
        to={`/dashboard/sites/${encodeURIComponent(siteId)}/orders/${encodeURIComponent(cell.row.original._id)}`}
      >
        #{cell.getValue()}
      </AppLink>
    ),
  }),
  column.accessor('_createdDate', { header: 'Placed', cell: (cell) => when(cell.getValue()) }),
  column.accessor((order) => order.buyerInfo.email, { id: 'buyer', header: 'Buyer' }),
  column.accessor('paymentStatus', { header: 'Payment', cell: (cell) => paymentWords(cell.getValue()) }),
  column.accessor('fulfillmentStatus', {
    header: 'Delivery',
    cell: (cell) => fulfilmentWords(cell.getValue()),
  }),
  column.accessor((order) => order.priceSummary.total.formattedAmount, { id: 'total', header: 'Total' }),
];

/** Orders as rows: the page of them the server answered, in its order. */
export function OrdersTable({
  siteId,
  orders,
  caption,
}: {
  siteId: string;
  orders: Order[];
  caption: string;
}) {
  const columns = useMemo(() => columnsOf(siteId), [siteId]);
  const table = useReactTable({
    data: orders,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (order) => order._id,
  });
  return <DataTable table={table} caption={caption} numeric={['total']} />;
}
