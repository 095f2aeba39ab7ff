import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LogoutContext } from '@/lib/logout';
import { renderRoute } from '@/testing/renderRoute';

// The console's first answer waits for the fake backend to seed 5,000 bids, and the shared 2-core
// machine is slow at times: queries wait up to 5 s (per test file; vitest isolates files).
configure({ asyncUtilTimeout: 5_000 });

export const ADMIN_EMAIL = 'admin@demo.bidlantern.test';

/** Renders a console screen (or the console's layout) at `entry`, with a logout that does nothing. */
export function renderAdmin(entry: string, Screen: ComponentType, path?: string) {
  function WithLogout() {
    return (
      <LogoutContext.Provider value={async () => {}}>
        <Screen />
      </LogoutContext.Provider>
    );
  }
  return renderRoute(entry, WithLogout, { path });
}
