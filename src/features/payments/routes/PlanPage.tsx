import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function PlanPage() {
  return (
    <ScreenPlaceholder
      title="Choose your plan"
      description="Compare Sneak, Starter and Essentials, pick monthly or annual billing, and pay securely by card."
    />
  );
}
