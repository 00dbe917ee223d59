import { Key, ReactNode } from 'react';
import './data-table.css';

/**
 * A wide table scrolls sideways inside this region; the region is focusable so keyboard users can
 * scroll it too, and named so screen readers announce what it holds.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export interface Column<Row> {
  /** The column's heading; on a phone, each card's label for the value (unless `label` says otherwise). */
  header: string;
  cell(row: Row): ReactNode;
  /** The row's title: a row header, shown across the top of its card on a phone. */
  rowHeader?: boolean;
  /** A figure: right-aligned, tabular digits. */
  numeric?: boolean;
  nowrap?: boolean;
  /** false: no label on the card (actions), the cell spans it. Defaults to the header. */
  label?: string | false;
  /** The header shown on wide screens when it differs from the words read out (e.g. an icon). */
  headerContent?: ReactNode;
}

export type CardLayout = 'stacked' | 'compact-2' | 'compact-3' | 'compact-4' | 'grid';

const LAYOUT_CLASSES: Record<CardLayout, string> = {
  stacked: 'admin-table',
  'compact-2': 'admin-table compact-cards compact-cards--2',
  'compact-3': 'admin-table compact-cards',
  'compact-4': 'admin-table compact-cards compact-cards--4',
  grid: 'admin-table admin-table--grid',
};

function cellClass<Row>(column: Column<Row>): string | undefined {
  return [column.numeric && 'admin-table__number', column.nowrap && 'admin-table__nowrap'].filter(Boolean).join(' ') || undefined;
}

/** The rows of `rows`, one cell per column (for a table whose body is built in parts, see DataTable). */
export function DataRows<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  rowClassName?(row: Row): string | undefined;
}) {
  return rows.map((row) => (
    <tr key={rowKey(row)} className={rowClassName?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.header} scope="row" className={cellClass(column)}>
            {column.cell(row)}
          </th>
        ) : (
          <td
            key={column.header}
            className={cellClass(column)}
            data-label={column.label === false ? undefined : (column.label ?? column.header)}
          >
            {column.label === false ? column.cell(row) : <div className="admin-table__value">{column.cell(row)}</div>}
          </td>
        ),
      )}
    </tr>
  ));
}

/** One row across the whole table: a spinner, a failure, "none match" or a "Show more" button. */
export function MessageRow({ span, className, children }: { span: number; className?: string; children: ReactNode }) {
  return (
    <tr className={['admin-table__message', className].filter(Boolean).join(' ')}>
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

/**
 * An admin list as a table on wide screens. Below 40rem each row becomes a card: its row header
 * across the top, then each value under (or beside) its column's name; 'compact-N' puts N short
 * figures side by side; 'grid' keeps the table (and scrolls it) for a real grid like the calendar.
 * The body is `rows`, or `children` when it comes in parts (pages loaded one after another, built
 * with DataRows and MessageRow).
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  layout = 'stacked',
  children,
  ...body
}: {
  label: string;
  caption?: string;
  columns: readonly Column<Row>[];
  layout?: CardLayout;
} & (
  | { rows: readonly Row[]; rowKey(row: Row): Key; rowClassName?(row: Row): string | undefined; children?: never }
  | { children: ReactNode; rows?: never }
)) {
  return (
    <TableRegion label={label}>
      <table className={LAYOUT_CLASSES[layout]}>
        <caption className="visually-hidden">{caption ?? label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'admin-table__number' : undefined}>
                {column.headerContent ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.rows ? (
            <DataRows columns={columns} rows={body.rows} rowKey={body.rowKey} rowClassName={body.rowClassName} />
          ) : (
            children
          )}
        </tbody>
      </table>
    </TableRegion>
  );
}
