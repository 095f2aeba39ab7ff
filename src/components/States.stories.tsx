import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';
import { BookmarkIcon } from './icons';
import { booleanControl, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

/** Empty, error and loading states that lists and pages share. */
const meta = preview.meta({
  title: 'Components/States',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'What a region shows when its data could not load, with Retry (ErrorState); its siblings here are EmptyState for no results and the loading placeholders.',
    variants: {
      ErrorState: 'a region whose data could not load, with Retry (Failed to load bids data).',
      EmptyState: 'a region that loaded with nothing in it, with the way to fill it.',
      Spinner: 'a short wait in a small area; Skeleton where the content has a shape.',
    },
    dos: [
      'An empty state that says what is missing and what to do ("No bookmarked bids found", Search bids).',
      'Keep the region’s place: the state shows where the rows would be.',
    ],
    donts: [
      'An empty table with no words.',
      'A page-wide error for one region: wrap the region in RegionErrorBoundary.',
    ],
  }),
  argTypes: {
    message: textControl("What went wrong, e.g. 'Failed to load bids data'."),
    isRetrying: booleanControl('Retry is running.'),
  },
  args: { message: 'Failed to load bids data', onRetry: fn() },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ 'Error, with Retry': Error, Retrying, Empty, 'Loading (sm, md, lg)': Loading }), {
    columnWidth: '18rem',
  }),
);

/** role="alert" plus a Retry button that calls `onRetry`. */
export const Error = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load bids data');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Retrying = meta.story({ args: { isRetrying: true } });

export const Empty = meta.story({
  render: () => (
    <EmptyState
      icon={<BookmarkIcon />}
      title="No bookmarked bids found"
      description="Bookmark a bid from the search results to keep it here."
      action={<Button variant="secondary">Search bids</Button>}
    />
  ),
});

export const Loading = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading bids" />
      <Spinner label="Loading bids" />
      <Spinner size="lg" label="Loading bids" />
    </div>
  ),
});
