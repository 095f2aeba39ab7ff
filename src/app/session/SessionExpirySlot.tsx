import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { useSessionExpiry } from './sessionExpiry';
import type { SessionExpiredDialogProps } from './SessionExpiredDialog';

/** If the dialog's code cannot load: the way out that needs no code, /login with the way back. */
function GoToLoginAtOnce({ onGoToLogin }: SessionExpiredDialogProps) {
  useEffect(() => void onGoToLogin(), [onGoToLogin]);
  return null;
}

// Loaded only when a session is refused: no page pays for it up front.
const SessionExpiredDialog = lazy<ComponentType<SessionExpiredDialogProps>>(() =>
  import('./SessionExpiredDialog').catch(() => ({ default: GoToLoginAtOnce })),
);

/** Where the session-expired dialog opens, over whatever page the user is on. */
export function SessionExpirySlot() {
  const expiry = useSessionExpiry();
  if (expiry.status !== 'expired') return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog onGoToLogin={expiry.goToLogin} />
    </Suspense>
  );
}
