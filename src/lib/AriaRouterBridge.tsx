import { type ReactNode, useCallback } from 'react';
import { RouterProvider } from 'react-aria/private/utils/openLink';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { useRouterHref } from './useRouterHref';

// React Aria links (href props on Link, Menu items, Tabs…) take react-router's navigate options.
declare module '@react-types/shared' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * React Aria's links and buttons with `href` navigate through react-router (client-side, with its
 * navigate options) and show react-router's hrefs. The one bridge for the app shell, tests and stories;
 * it must sit inside a react-router router.
 */
export function AriaRouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Stable (the data router's navigate is): a new one would give every React Aria link, row, tag and
  // list item a new router context, re-rendering them past their memo on each navigation.
  const open = useCallback(
    (path: string, options: NavigateOptions | undefined) => void navigate(path, options),
    [navigate],
  );
  return (
    <RouterProvider navigate={open} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
