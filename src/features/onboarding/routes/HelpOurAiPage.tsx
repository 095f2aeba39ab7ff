import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function HelpOurAiPage() {
  return (
    <ScreenPlaceholder
      title="Your insurance"
      description="Tell us which insurance your company carries and its amounts; many bids require set coverage."
    />
  );
}
