import type { Product } from '@bazaar/sdk/stores';
import {
  createColumnHelper,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { DataTable } from '../data-table';
import { AppLink } from '../navigation';

const column = createColumnHelper<Product>();

const stockWords = (product: Product) =>
  !product.stock.inStock
    ? 'Out of stock'
    : product.stock.trackInventory && product.stock.quantity !== undefined
      ? `${product.stock.quantity} in stock`
      : 'In stock';

const columns = [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="Choose every product of this page"
        checked={table.getIsAllRowsSelected()}
        ref={(box) => {
          if (box) box.indeterminate = table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={`Choose ${row.original.name}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor('name', {
    header: 'Name',
    cell: (cell) => (
      <AppLink
        to={`${window.location.pathname.replace(/\/?$/, '')}/${encodeURIComponent(cell.row.original._id)}`}
      >
        {cell.getValue()}
      </AppLink>
    ),
  }),
  column.accessor((product) => product.priceData.formatted.price, { id: 'price', header: 'Price' }),
  column.accessor(stockWords, { id: 'stock', header: 'Stock' }),
  column.accessor('visible', { header: 'Shown', cell: (cell) => (cell.getValue() ? 'Shown' : 'Hidden') }),
];

/** A page of products, each row chosen for the bulk actions by its checkbox. */
export function ProductsTable({
  products,
  selection,
  onSelectionChange,
}: {
  products: Product[];
  selection: RowSelectionState;
  onSelectionChange(next: RowSelectionState): void;
}) {
  const table = useReactTable({
    data: products,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (product) => product._id,
    state: { rowSelection: selection },
    onRowSelectionChange: (update) =>
      onSelectionChange(typeof update === 'function' ? update(selection) : update),
  });
  return <DataTable table={table} caption="Products" pick="select" />;
}
