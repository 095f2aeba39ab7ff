import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function BookmarkedBidsPage() {
  return (
    <ScreenPlaceholder
      title="Bookmarked Bids"
      description="The bids you bookmarked, with their open and closing dates and a countdown to each deadline."
    />
  );
}
