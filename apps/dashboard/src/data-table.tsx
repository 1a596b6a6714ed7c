import { flexRender, type Table } from '@tanstack/react-table';

/**
 * A TanStack table drawn as the dashboard draws every list: a table on a desk, a card per row on a
 * phone (each cell names its column). `numeric` columns align right; `pick` ones hold a checkbox.
 */
export function DataTable<Row>({
  table,
  caption,
  numeric = [],
  pick,
}: {
  table: Table<Row>;
  caption: string;
  numeric?: readonly string[];
  pick?: string;
}) {
  const classOf = (column: string) =>
    numeric.includes(column) ? 'number' : column === pick ? 'pick' : undefined;
  return (
    <div className="table-frame">
      <table className="data">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={classOf(header.id)}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} aria-selected={pick ? row.getIsSelected() : undefined}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={classOf(cell.column.id)}
                  data-label={cell.column.id === pick ? 'Choose' : String(cell.column.columnDef.header)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
