import { ErrorState } from '@/components/ErrorState';
import { isNotAdminError } from '../api/adminApi';
import { NoAccess } from './NoAccess';

interface AdminLoadErrorProps {
  error: unknown;
  /** What failed to load, e.g. 'scrapers' ('Failed to load scrapers'). */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A failed admin call: the no-access message for 403 `not_admin` (rights taken away meanwhile), else Retry. */
export function AdminLoadError({ error, what, onRetry, isRetrying }: AdminLoadErrorProps) {
  if (isNotAdminError(error)) return <NoAccess headingLevel={2} />;
  return <ErrorState message={`Failed to load ${what}`} onRetry={onRetry} isRetrying={isRetrying} />;
}
