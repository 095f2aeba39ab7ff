import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function DashboardPage() {
  return (
    <ScreenPlaceholder
      title="Dashboard"
      description="Search and filter open government bids, save your searches, and bookmark, follow or export the bids that matter."
    />
  );
}
