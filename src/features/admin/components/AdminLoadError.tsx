import { ErrorState } from '@/components/ErrorState';
import { isNotAdminError } from '../api/adminAccess';
import { NoAccess } from './NoAccess';

/** What the console's screens need of an admin query (React Query's result). */
export interface AdminQuery {
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface AdminLoadErrorProps {
  /** The admin query that failed: its error, and Retry refetches it. */
  query: AdminQuery;
  /** What did not load, e.g. 'the scrapers' ('We could not load the scrapers.'). */
  what: string;
}

/** A failed admin call: the no-access message for 403 `not_admin` (rights taken away meanwhile), else Retry. */
export function AdminLoadError({ query, what }: AdminLoadErrorProps) {
  if (isNotAdminError(query.error)) return <NoAccess headingLevel={2} />;
  return (
    <ErrorState
      message={`We could not load ${what}.`}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
