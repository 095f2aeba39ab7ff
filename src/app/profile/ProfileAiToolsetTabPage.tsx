import { useState } from 'react';
import { ComingSoonSignupDialog } from '@/features/ai-toolset/components/ComingSoonSignupDialog';
import { AiToolsetComingSoonImage } from '@/features/profile/components/AiToolsetComingSoonImage';

/** /user-profile/ai-toolset: the coming-soon picture opens the same signup dialog as /ai-toolset. */
export default function ProfileAiToolsetTabPage() {
  const [isSignupOpen, setSignupOpen] = useState(false);
  return (
    <>
      <AiToolsetComingSoonImage onPress={() => setSignupOpen(true)} />
      <ComingSoonSignupDialog isOpen={isSignupOpen} onOpenChange={setSignupOpen} />
    </>
  );
}
