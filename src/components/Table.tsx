import { type MouseEvent, type ReactNode, memo } from 'react';
import { Pagination, type PaginationProps } from './Pagination';
import { cx } from './classNames';
import { formatResultRange } from '@/lib/resultRange';
import { usePagination } from './usePagination';
import './Table.css';

export interface TableColumn<RowData> {
  id: string;
  /** Column header; also the label of the value in the phone card layout. */
  header: string;
  cell: (row: RowData) => ReactNode;
  /** The column that names the row for screen readers (e.g. the bid name). */
  isRowHeader?: boolean;
  /** Keep the header for screen readers but hide it on screen (icon-only columns). */
  isHeaderHidden?: boolean;
  align?: 'start' | 'end' | 'center';
}

export interface TableProps<RowData> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Stable between renders (memoise it): a new array re-renders every row. */
  columns: readonly TableColumn<RowData>[];
  rows: readonly RowData[];
  /**
   * React's key for a row: the record's id, so a row's state stays with its record. A list whose cells
   * keep nothing of their own about their row may return the position instead: a new page then
   * updates the rows already on screen rather than building new ones (much faster for rows of
   * controls).
   */
  getRowId: (row: RowData, position: number) => string | number;
  /** Rows per page; the footer with 'X-Y of N results found' and Pagination shows when set. */
  pageSize?: number;
  isLoading?: boolean;
  /** Shown in place of the rows when there are none. */
  emptyState?: ReactNode;
  /**
   * A click anywhere on a row that is not a control, e.g. open the bid summary. A pointer
   * convenience only: keyboard and screen reader users take the link in the row header cell.
   */
  onRowAction?: (row: RowData) => void;
  rowClassName?: (row: RowData) => string | undefined;
  className?: string;
}

const alignClass = (align: TableColumn<unknown>['align']) => align && `bl-table--align-${align}`;
/** A column of controls (its header hidden) takes less padding (Table.css). */
const controlClass = (column: Pick<TableColumn<unknown>, 'isHeaderHidden'>) =>
  column.isHeaderHidden && 'bl-table--control';

interface TableRowProps<RowData> {
  row: RowData;
  columns: readonly TableColumn<RowData>[];
  className: string | undefined;
  onRowAction: ((row: RowData) => void) | undefined;
}

/** Memoised: a page re-rendering around the same rows (a pending search, a selection elsewhere) skips them. */
const TableRow = memo(function TableRow<RowData>({
  row,
  columns,
  className,
  onRowAction,
}: TableRowProps<RowData>) {
  const handleClick =
    onRowAction &&
    ((event: MouseEvent<HTMLTableRowElement>) => {
      const target = event.target as Element;
      if (!target.closest('a, button, input, label, select, textarea')) onRowAction(row);
    });
  return (
    <tr className={cx('bl-table__row', className)} onClick={handleClick}>
      {columns.map((column) => {
        const CellElement = column.isRowHeader ? 'th' : 'td';
        return (
          <CellElement
            key={column.id}
            scope={column.isRowHeader ? 'row' : undefined}
            className={cx(
              'bl-table__cell',
              column.isRowHeader && 'bl-table__cell--row-header',
              alignClass(column.align),
              controlClass(column),
            )}
          >
            {!column.isHeaderHidden && (
              <span className="bl-table__cell-label" aria-hidden="true">
                {column.header}
              </span>
            )}
            <span className="bl-table__cell-value">{column.cell(row)}</span>
          </CellElement>
        );
      })}
    </tr>
  );
}) as <RowData>(props: TableRowProps<RowData>) => ReactNode;

/**
 * A semantic HTML table with client-side paging. Every control inside is its own tab stop (a plain
 * table, not an ARIA grid: the rows hold links and buttons, and a results page must render fast).
 * Below 640 px the same markup is laid out as stacked cards (CSS only); each cell then shows its
 * column name.
 */
export function Table<RowData>({
  columns,
  rows,
  getRowId,
  pageSize,
  isLoading = false,
  emptyState = 'No results found',
  onRowAction,
  rowClassName,
  className,
  ...labelling
}: TableProps<RowData>) {
  const pagination = usePagination({
    itemCount: rows.length,
    pageSize: pageSize ?? Math.max(rows.length, 1),
  });
  const visibleRows = isLoading ? [] : rows.slice(pagination.startIndex, pagination.endIndex);
  const showFooter = pageSize !== undefined && !isLoading && rows.length > 0;

  return (
    <div className={cx('bl-table', onRowAction && 'bl-table--actionable', className)}>
      <div className="bl-table__scroll">
        <table {...labelling} className="bl-table__grid">
          <thead className="bl-table__header">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cx('bl-table__column', alignClass(column.align), controlClass(column))}
                >
                  {column.isHeaderHidden ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visibleRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="bl-table__empty">
                  <div className="bl-table__state" role={isLoading ? 'status' : undefined}>
                    {isLoading ? 'Loading...' : emptyState}
                  </div>
                </td>
              </tr>
            ) : (
              visibleRows.map((row, position) => (
                <TableRow
                  key={getRowId(row, position)}
                  row={row}
                  columns={columns}
                  className={rowClassName?.(row)}
                  onRowAction={onRowAction}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {showFooter && (
        <TableFooter
          range={formatResultRange({
            startIndex: pagination.startIndex,
            endIndex: pagination.endIndex,
            total: rows.length,
          })}
          page={pagination.page}
          pageCount={pagination.pageCount}
          onPageChange={pagination.setPage}
        />
      )}
    </div>
  );
}

export interface TableFooterProps extends PaginationProps {
  /** What the page holds, e.g. '1-50 of 240 results found'; read out when it changes. */
  range: ReactNode;
}

/**
 * The line under a paged table: the range on one side, the page buttons (when there is more than one page)
 * on the other. Table draws it for rows it pages itself; a list paged by the server draws it under its Table.
 */
export function TableFooter({ range, ...pagination }: TableFooterProps) {
  return (
    <div className="bl-spread-row bl-table__footer">
      <p className="bl-table__range bl-tabular-nums" aria-live="polite">
        {range}
      </p>
      {pagination.pageCount > 1 && <Pagination {...pagination} />}
    </div>
  );
}
