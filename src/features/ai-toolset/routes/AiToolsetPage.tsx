import { useState } from 'react';
import { Button } from '@/components/Button';
import { LanternIcon } from '@/components/icons';
import { ComingSoonSignupDialog } from '../components/ComingSoonSignupDialog';
import './AiToolsetPage.css';

export default function AiToolsetPage() {
  const [isSignupOpen, setSignupOpen] = useState(false);
  return (
    <section className="ai-toolset" aria-labelledby="ai-toolset-title">
      <div className="ai-toolset__inner">
        <div className="ai-toolset__mark" aria-hidden="true">
          <LanternIcon size={40} />
        </div>
        <p className="ai-toolset__eyebrow">Coming soon</p>
        <h1 id="ai-toolset-title">A.I. Toolset</h1>
        <p className="ai-toolset__tagline">
          Revolutionizing productivity with next-gen AI tools. Stay tuned for something powerful.
        </p>
        <Button variant="primary" size="lg" onPress={() => setSignupOpen(true)}>
          Get Notified
        </Button>
      </div>
      <ComingSoonSignupDialog isOpen={isSignupOpen} onOpenChange={setSignupOpen} />
    </section>
  );
}
