import { WhatWeMatchOn } from '@/features/onboarding/matching/WhatWeMatchOn';
import ProfileTabPage from '@/features/profile/routes/ProfileTabPage';

/**
 * /user-profile: the Profile tab (docs/product/screens.md#profile-tab) and, below it, "What we match on",
 * the onboarding answers every bid is checked against, edited with onboarding's own fields.
 */
export default function ProfileAndMatchingTabPage() {
  return (
    <>
      <ProfileTabPage />
      <WhatWeMatchOn />
    </>
  );
}
