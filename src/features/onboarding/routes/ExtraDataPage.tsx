import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function ExtraDataPage() {
  return (
    <ScreenPlaceholder
      title="A few more details"
      description="Add anything else that helps us find the right bids for you, such as certifications and set-aside status."
    />
  );
}
