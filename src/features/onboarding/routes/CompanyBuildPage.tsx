import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function CompanyBuildPage() {
  return (
    <ScreenPlaceholder
      title="Tell us about your company"
      description="Add your company name, size, years in business and target contract size so we can find bids that fit."
    />
  );
}
