import { ScreenPlaceholder } from '@/lib/placeholder/ScreenPlaceholder';

export default function EmailVerificationPage() {
  return (
    <ScreenPlaceholder
      title="Verify your email"
      description="Enter the 6-digit code we emailed you to confirm your address and finish setting up your account."
    />
  );
}
