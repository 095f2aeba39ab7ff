import type { Decorator } from '@storybook/react-vite';

/**
 * Stories only: a field at the width of a form's column. `minHeight` keeps room for the list it opens,
 * which the docs page would otherwise cut off.
 */
export function inFormColumn(minHeight?: number): Decorator {
  return (Story) => <div style={{ maxWidth: 420, minHeight }}>{Story()}</div>;
}
