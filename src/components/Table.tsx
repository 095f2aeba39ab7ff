import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  type Key,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Pagination } from './Pagination';
import { cx } from './classNames';
import { formatResultRange, usePagination } from './usePagination';
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
  columns: readonly TableColumn<RowData>[];
  rows: readonly RowData[];
  getRowId: (row: RowData) => Key;
  /** Rows per page; the footer with 'X-Y of N results found' and Pagination shows when set. */
  pageSize?: number;
  isLoading?: boolean;
  /** Shown in place of the rows when there are none. */
  emptyState?: ReactNode;
  /** Makes rows actionable (click or Enter), e.g. open the bid summary. */
  onRowAction?: (row: RowData) => void;
  rowClassName?: (row: RowData) => string | undefined;
  /** Values the cell renderers read besides the row (RAC caches rows by identity and re-renders when these change). */
  dependencies?: readonly unknown[];
  className?: string;
}

/**
 * A RAC Table with client-side paging. Below 640 px the same grid markup is laid out as stacked cards (CSS only),
 * so roles and keyboard navigation stay the same; each cell then shows its column name.
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
  dependencies = [],
  className,
  ...labelling
}: TableProps<RowData>) {
  const pagination = usePagination({
    itemCount: rows.length,
    pageSize: pageSize ?? Math.max(rows.length, 1),
  });
  const visibleRows = isLoading ? [] : rows.slice(pagination.startIndex, pagination.endIndex);
  const rowsById = new Map(visibleRows.map((row) => [getRowId(row), row]));
  const showFooter = pageSize !== undefined && !isLoading && rows.length > 0;

  return (
    <div className={cx('bl-table', onRowAction && 'bl-table--actionable', className)}>
      <div className="bl-table__scroll">
        <RACTable
          {...labelling}
          className="bl-table__grid"
          onRowAction={
            onRowAction &&
            ((key) => {
              const row = rowsById.get(key);
              if (row !== undefined) onRowAction(row);
            })
          }
        >
          <TableHeader columns={columns} className="bl-table__header">
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                className={cx('bl-table__column', column.align && `bl-table--align-${column.align}`)}
              >
                {column.isHeaderHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={visibleRows.map((row) => ({ id: getRowId(row), row }))}
            dependencies={[columns, rowClassName, ...dependencies]}
            renderEmptyState={() => (
              <div className="bl-table__state" role={isLoading ? 'status' : undefined}>
                {isLoading ? 'Loading...' : emptyState}
              </div>
            )}
          >
            {({ id, row }) => (
              <Row id={id} columns={columns} className={cx('bl-table__row', rowClassName?.(row))}>
                {(column) => (
                  <Cell className={cx('bl-table__cell', column.align && `bl-table--align-${column.align}`)}>
                    {!column.isHeaderHidden && (
                      <span className="bl-table__cell-label" aria-hidden="true">
                        {column.header}
                      </span>
                    )}
                    <span className="bl-table__cell-value">{column.cell(row)}</span>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </RACTable>
      </div>
      {showFooter && (
        <div className="bl-table__footer">
          <p className="bl-table__range bl-tabular-nums" aria-live="polite">
            {formatResultRange({
              startIndex: pagination.startIndex,
              endIndex: pagination.endIndex,
              total: rows.length,
            })}
          </p>
          {pagination.pageCount > 1 && (
            <Pagination
              page={pagination.page}
              pageCount={pagination.pageCount}
              onPageChange={pagination.setPage}
            />
          )}
        </div>
      )}
    </div>
  );
}
