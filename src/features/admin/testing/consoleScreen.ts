import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';

/** A console screen's story meta, less its title: the screen at `path`, signed in as the administrator. */
export function consoleScreen<Screen extends ComponentType>(
  component: Screen,
  path: string,
  decorators: Decorator[] = [],
) {
  return { component, decorators, parameters: { router: { initialEntries: [path] }, account: 'admin' } };
}
