import type { Key, ReactNode } from 'react';
import { StyledTable, StyledTableWrap } from './admin.styles';

export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminTableProps<Row> {
  /** Read by assistive technology ("Activation codes"). */
  caption: string;
  columns: ReadonlyArray<AdminColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}

/** A plain data table for the admin screens: a header row, one row per entry. */
export function AdminTable<Row>({ caption, columns, rows, rowKey }: AdminTableProps<Row>) {
  return (
    <StyledTableWrap>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}
