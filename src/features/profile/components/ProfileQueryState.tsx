import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '@/components/ErrorState';
import { SkeletonGroup } from '@/components/Skeleton';
import { apiErrorMessage } from '@/api/errors';
import { PROFILE_FETCH_ERROR } from '../api/profile';

interface ProfileQueryStateProps<Data> {
  /** GET /auth/profile/, whole or through a select (the plan tab reads only the subscription). */
  query: UseQueryResult<Data, unknown>;
  /** Names the skeleton for screen readers, e.g. 'Loading your settings…'. */
  loadingLabel: string;
  /** Placeholder shapes of the tab's layout. */
  skeleton: ReactNode;
  skeletonClassName?: string;
  children: (data: Data) => ReactNode;
}

/**
 * The account tabs' three states of the profile fetch: their skeleton while it loads, the server's message
 * (else 'Error fetching profile') with Retry when it fails (docs/product/error-messages.md#profile), then the tab itself.
 */
export function ProfileQueryState<Data>({
  query,
  loadingLabel,
  skeleton,
  skeletonClassName,
  children,
}: ProfileQueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <SkeletonGroup label={loadingLabel} className={skeletonClassName}>
        {skeleton}
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        message={apiErrorMessage(query.error, { fallback: PROFILE_FETCH_ERROR, serverWords: 'detail' })}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
