import type { ReactNode } from 'react';
import { Table, type TableProps } from '@/components/Table';
import { AdminLoadError, type AdminQuery } from './AdminLoadError';

interface AdminTableProps<RowData> extends Omit<TableProps<RowData>, 'isLoading'> {
  /** The admin query the rows come from: skeleton rows while it is pending, AdminLoadError if it failed. */
  query: AdminQuery;
  /** What did not load, e.g. 'the scrapers' ('We could not load the scrapers.'). */
  what: string;
  /** Under the rows once they have loaded and there are some: the range and the pages. */
  footer?: ReactNode;
}

/** A console list (Scrapers, Logs, Users): its table, or why it could not load. */
export function AdminTable<RowData>({ query, what, footer, ...table }: AdminTableProps<RowData>) {
  if (query.isError) return <AdminLoadError query={query} what={what} />;
  return (
    <>
      <Table {...table} isLoading={query.isPending} />
      {!query.isPending && table.rows.length > 0 && footer}
    </>
  );
}
