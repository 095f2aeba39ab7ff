import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function IndustryCategoriesPage() {
  return (
    <ScreenPlaceholder
      title="Your industries"
      description="Pick the industry categories you work in so we can match bids by NAICS and UNSPSC codes."
    />
  );
}
