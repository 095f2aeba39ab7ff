import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkLoadError } from '@/lib/lazyImport';
import { RouteErrorView } from './RouteErrorPage';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'App/Page could not load',
  component: RouteErrorView,
  args: { error: new Error('Something broke while rendering.') },
});

/** A screen's code did not arrive over the network: the network message, and Try again loads it in place. */
export const NetworkFailed = meta.story({
  args: {
    error: new ChunkLoadError(false, new TypeError('Failed to fetch dynamically imported module')),
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Network error. Please check your connection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

/** A new release removed the screen's code (and the automatic reload was already used): Reload gets the new one. */
export const NewerVersion = meta.story({
  args: { error: new ChunkLoadError(true, new TypeError('Failed to fetch dynamically imported module')) },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('A newer version of the app is available. Reload to get it.');
    await expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  },
});

/** Anything else: what happened, that nothing is lost, and a way home. */
export const Unexpected = meta.story({
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong while showing this page.');
    await expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  },
});
