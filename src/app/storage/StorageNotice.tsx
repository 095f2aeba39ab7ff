import { useId } from 'react';
import { Button } from '@/components/Button';
import { InfoIcon } from '@/components/icons';
import './StorageNotice.css';

export interface StorageNoticeProps {
  onDismiss: () => void;
}

/**
 * Said once a visit when the browser refuses site storage (blocked site data, or full): the app
 * still works, keeping the login and onboarding answers in this tab's memory, which a reload or a
 * closed tab loses. Plain words, no jargon about "localStorage".
 */
export default function StorageNotice({ onDismiss }: StorageNoticeProps) {
  const titleId = useId();
  return (
    <section className="storage-notice" aria-labelledby={titleId}>
      <InfoIcon size={20} className="storage-notice__icon" />
      <div className="storage-notice__text" role="status">
        <h2 id={titleId} className="storage-notice__title">
          Your browser is not saving data for this site
        </h2>
        <p>
          You can keep going. We will keep you logged in and remember your answers until you close or reload
          this tab.
        </p>
      </div>
      <Button size="sm" variant="secondary" onPress={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
