import { ErrorState } from '@/components/ErrorState';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { PROFILE_FETCH_ERROR, useProfile, useStates } from '../api/profile';
import { ProfileDetails } from '../components/ProfileDetails';

/** /user-profile: the Profile tab (docs/product/screens.md#profile-tab), with its loading and 'Error fetching profile' states. */
export default function ProfileTabPage() {
  const profile = useProfile();
  const states = useStates();

  if (profile.isPending) {
    return (
      <SkeletonGroup label="Loading your profile...">
        <Skeleton width="40%" height="1.75rem" />
        <Skeleton lines={2} />
        <Skeleton shape="block" height="8rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonGroup>
    );
  }
  if (profile.isError) {
    return (
      <ErrorState
        message={PROFILE_FETCH_ERROR}
        onRetry={() => void profile.refetch()}
        isRetrying={profile.isRefetching}
      />
    );
  }
  return <ProfileDetails profile={profile.data} states={states.data ?? []} statesFailed={states.isError} />;
}
