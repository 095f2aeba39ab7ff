import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function FollowedBidsPage() {
  return (
    <ScreenPlaceholder
      title="Followed Bids"
      description="The bids you follow, with their open and closing dates; we email you when they change."
    />
  );
}
