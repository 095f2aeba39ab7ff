import { useEffect } from 'react';
import { useOptionalProfile } from '../api/onboardingApi';
import { getDraft, updateDraft } from './onboardingDraft';
import { draftFromProfile } from './draftFromProfile';

/**
 * A guarded step opened with a session but no local draft (logged in on another device, or after
 * a logout): the draft is filled once from the server's answers. A draft made here always wins.
 */
export function useDraftFromServer(): void {
  const profile = useOptionalProfile();
  useEffect(() => {
    if (profile.data && !getDraft().isSignedUp) updateDraft(draftFromProfile(profile.data));
  }, [profile.data]);
}
