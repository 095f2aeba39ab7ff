import { Skeleton } from '@/components/Skeleton';
import { useProfile, useStates } from '../api/profile';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileQueryState } from '../components/ProfileQueryState';

/** /user-profile: the Profile tab (docs/product/screens.md#profile-tab), with its loading and 'Error fetching profile' states. */
export default function ProfileTabPage() {
  const profile = useProfile();
  const states = useStates();

  return (
    <ProfileQueryState
      query={profile}
      loadingLabel="Loading your profile…"
      skeleton={
        <>
          <Skeleton width="40%" height="1.75rem" />
          <Skeleton lines={2} />
          <Skeleton shape="block" height="8rem" />
          <Skeleton shape="block" height="12rem" />
        </>
      }
    >
      {(loaded) => (
        <ProfileDetails profile={loaded} states={states.data ?? []} statesFailed={states.isError} />
      )}
    </ProfileQueryState>
  );
}
