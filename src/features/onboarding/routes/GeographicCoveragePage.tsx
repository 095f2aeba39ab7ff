import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function GeographicCoveragePage() {
  return (
    <ScreenPlaceholder
      title="Where do you work?"
      description="Choose your region and the states where you can deliver, and we will show bids from those places."
    />
  );
}
