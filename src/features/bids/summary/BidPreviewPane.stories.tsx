import { HttpResponse, delay, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBid } from '../tracked/storyFixtures';
import { BidPreviewPane } from './BidPreviewPane';
import { failGet } from '@/testing/storyAnswers';
import preview from '#.storybook/preview';

const BID = '*/api/bids/:id/';
const bid = sampleBid();

const meta = preview.meta({
  title: 'Features/Bids/Dashboard/Bid preview pane',
  component: BidPreviewPane,
  // As wide as the pane is beside the results at 1280 px.
  render: (args) => (
    <div style={{ width: 'min(100%, 34rem)' }}>
      <BidPreviewPane {...args} />
    </div>
  ),
  args: { bidId: bid.id, onClose: fn(), fullPageHref: `/summary/${bid.id}` },
  parameters: {
    account: 'essentials',
    msw: { handlers: [http.get(BID, () => HttpResponse.json(bid))] },
  },
});

/** The bid's summary, its actions, "Open full page" and Close; Esc inside the pane closes it too. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    const pane = await canvas.findByRole('region', { name: bid.bid_name });
    await expect(within(pane).getByRole('heading', { level: 2, name: bid.bid_name })).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Bookmark' })).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(within(pane).getByRole('button', { name: `Not for us: ${bid.bid_name}` })).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
    await expect(within(pane).getByRole('link', { name: 'Open full page' })).toHaveAttribute(
      'href',
      `/summary/${bid.id}`,
    );

    await userEvent.click(within(pane).getByRole('button', { name: 'Close preview' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    within(pane).getByRole('button', { name: 'Bookmark' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
});

/** Three shimmering placeholder cards while the bid loads, in a pane named "Bid preview". */
export const Loading = meta.story({
  parameters: { msw: { handlers: [http.get(BID, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const pane = within(canvasElement).getByRole('region', { name: 'Bid preview' });
    await expect(within(pane).getByText('Loading bid summary…')).toBeInTheDocument();
    await expect(within(pane).getByRole('button', { name: 'Close preview' })).toBeVisible();
  },
});

/** The bid did not load: the summary page's message, with Retry. */
export const LoadError = meta.story({
  name: 'Error',
  parameters: failGet(BID),
  play: async ({ canvasElement }) => {
    const pane = within(canvasElement).getByRole('region', { name: 'Bid preview' });
    await expect(await within(pane).findByText('We could not load this bid.')).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
});

/** Sneak: the API refuses summaries (403 plan_summary_not_allowed), so the pane offers the upgrade. */
export const Gated = meta.story({
  args: { bidId: 1, fullPageHref: '/summary/1' },
  parameters: { account: 'sneak', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const pane = within(canvasElement).getByRole('region', { name: 'Bid preview' });
    await expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Bid summaries come with a paid plan' }),
    ).toBeVisible();
    await expect(within(pane).getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  },
});
