import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function RegisterPage() {
  return (
    <ScreenPlaceholder
      title="Create your account"
      description="Register with your name, work email and a password, then tell us about your company so we can match you with bids."
    />
  );
}
