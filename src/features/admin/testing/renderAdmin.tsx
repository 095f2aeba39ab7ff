import type { ComponentType } from 'react';
import { LogoutContext } from '@/lib/logout';
import { renderRoute } from '@/testing/renderRoute';

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
