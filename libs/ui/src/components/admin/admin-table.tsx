import type { Key, ReactNode } from 'react';
import { StyledCell, StyledTable, StyledTableWrap } from './admin.styles';

export interface AdminColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Kept on one line (codes, dates): the column takes the width it needs. */
  nowrap?: boolean;
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
                <StyledCell key={column.header} $nowrap={column.nowrap ?? false}>
                  {column.cell(row)}
                </StyledCell>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableWrap>
  );
}
