import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutContext } from '@/lib/logout';
import { endStorySession } from '@/testing/storySession';
import { paths } from '@/lib/routes';

/** Stories only: what the app's logout does, minus the caches: forget the token and show /login. */
function StoryLogout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const logout = async () => {
    endStorySession();
    await navigate(paths.login, { replace: true });
  };
  return <LogoutContext.Provider value={logout}>{children}</LogoutContext.Provider>;
}

export const withStoryLogout: Decorator = (Story) => (
  <StoryLogout>
    <Story />
  </StoryLogout>
);
