import { useTrackedAccess } from '@/features/bids/api/planAccess';
import { RestrictedNotice, TrackedBidsSection } from '@/features/bids/tracked/TrackedBidsScreen';
import './ProfileBidsTabPage.css';

/**
 * /user-profile/bids: the bookmarked and followed lists, the same sections as /dashboard/bookmarkBids
 * and /dashboard/followedBids. A plan with neither (Sneak) gets one 'Feature Restricted' dialog
 * instead of the lists; Starter gets its bookmarks and the Essentials upsell for follows.
 */
export default function ProfileBidsTabPage() {
  const bookmarkAccess = useTrackedAccess('bookmark');
  if (bookmarkAccess === 'restricted') {
    return <RestrictedNotice featureName="Bookmarked and followed bids" />;
  }
  return (
    <div className="profile-bids">
      <div>
        <TrackedBidsSection kind="bookmark" headingLevel={2} />
      </div>
      <div>
        <TrackedBidsSection kind="follow" headingLevel={2} />
      </div>
    </div>
  );
}
