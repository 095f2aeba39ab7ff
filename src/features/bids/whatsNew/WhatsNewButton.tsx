import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/Button';
import { BellIcon } from '@/components/icons';
import { retryingImport } from '@/lib/lazyImport';
import { useWhatsNew, whatsNewCount } from '../api/alertDigest';
import './NewCount.css';

const loadPanel = retryingImport(() => import('./WhatsNewPanel'));
const WhatsNewPanel = lazy(() => loadPanel().then((module) => ({ default: module.WhatsNewPanel })));

/**
 * Beside the dashboard's heading: "What's new" with its count, opening the sheet that lists it. Plans without
 * alerts see nothing. Loaded after the dashboard's first screen (docs/performance.md).
 */
export function WhatsNewButton() {
  const { hasAlerts, digest } = useWhatsNew();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (!hasAlerts) return null;
  const count = digest.data ? whatsNewCount(digest.data) : 0;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={count > 0 ? `What's new, ${count} new` : "What's new"}
        onHoverStart={() => void loadPanel().catch(() => undefined)}
        onPress={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <BellIcon />
        What's new
        {count > 0 && (
          <span className="bl-new-count bl-whats-new__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <WhatsNewPanel isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
