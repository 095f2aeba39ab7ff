import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  memo,
  useEffect,
  useRef,
  useState,
} from 'react';
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
  /**
   * How wide the columns need to be side by side, in em of the surrounding text (1 em is 16 px in body
   * text). Where the table's container is narrower, its rows show as stacked cards. Defaults to an
   * estimate from the columns (estimateColumnsWidth); set it when the cells hold wide content.
   */
  cardsBelow?: number;
}

/** Estimated em a column needs: a control (its header hidden), the row's name, any other value. */
const CONTROL_COLUMN_EM = 3;
const ROW_HEADER_COLUMN_EM = 14;
const VALUE_COLUMN_EM = 7;

/** About how wide `columns` need to be side by side (em), before their rows had better be cards. */
export function estimateColumnsWidth(
  columns: readonly Pick<TableColumn<unknown>, 'isHeaderHidden' | 'isRowHeader'>[],
): number {
  return columns.reduce(
    (total, column) =>
      total +
      (column.isHeaderHidden
        ? CONTROL_COLUMN_EM
        : column.isRowHeader
          ? ROW_HEADER_COLUMN_EM
          : VALUE_COLUMN_EM),
    0,
  );
}

/**
 * Whether the rows scroll sideways inside their box (the table is wider than it). Marks on `frame`
 * which edges hide columns, so Table.css shades them; a phone's card layout never scrolls.
 */
function useSidewaysScroll() {
  const frameRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const frame = frameRef.current;
    const box = scrollRef.current;
    if (!frame || !box || typeof ResizeObserver !== 'function') return;
    const update = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      // scrollLeft runs negative in right-to-left pages: the distance from the start is its size.
      const scrolled = Math.abs(box.scrollLeft);
      frame.toggleAttribute('data-more-before', hidden > 1 && scrolled > 1);
      frame.toggleAttribute('data-more-after', hidden > 1 && scrolled < hidden - 1);
      setScrollable(hidden > 1);
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', update);
    };
  }, []);
  return { frameRef, scrollRef, isScrollable };
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
    <tr role="row" className={cx('bl-table__row', className)} onClick={handleClick}>
      {columns.map((column) => {
        const CellElement = column.isRowHeader ? 'th' : 'td';
        return (
          <CellElement
            key={column.id}
            role={column.isRowHeader ? 'rowheader' : 'cell'}
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
 * Where its container is narrower than its columns need (cardsBelow), the same markup is laid out as
 * stacked cards (a CSS container query, so a sidebar or a zoomed page counts, not only the screen);
 * each cell then shows its column name. The elements carry their table roles explicitly, because
 * some browsers drop a table's semantics once its parts are laid out as blocks. Between the two, when
 * the columns are still wider than the box, the box scrolls: shaded edges show it, and it takes focus
 * (named like the table) so a keyboard can scroll it.
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
  cardsBelow,
  ...labelling
}: TableProps<RowData>) {
  const { frameRef, scrollRef, isScrollable } = useSidewaysScroll();
  const pagination = usePagination({
    itemCount: rows.length,
    pageSize: pageSize ?? Math.max(rows.length, 1),
  });
  const visibleRows = isLoading ? [] : rows.slice(pagination.startIndex, pagination.endIndex);
  const showFooter = pageSize !== undefined && !isLoading && rows.length > 0;

  return (
    <div
      className={cx('bl-table', onRowAction && 'bl-table--actionable', className)}
      style={{ '--bl-table-cards-below': cardsBelow ?? estimateColumnsWidth(columns) } as CSSProperties}
    >
      <div ref={frameRef} className="bl-table__frame">
        <div
          ref={scrollRef}
          className="bl-table__scroll"
          {...(isScrollable && { role: 'region', tabIndex: 0, ...labelling })}
        >
          <table {...labelling} role="table" className="bl-table__grid">
            <thead className="bl-table__header">
              <tr role="row">
                {columns.map((column) => (
                  <th
                    key={column.id}
                    role="columnheader"
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
                <tr role="row">
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
