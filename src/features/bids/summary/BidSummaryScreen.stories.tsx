import { HttpResponse, delay, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { Bid } from '../api/bidSummary';
import { sampleBid } from '../tracked/storyFixtures';
import { BidSummaryScreen } from './BidSummaryScreen';
import { loadFailedStory } from '@/testing/storyAnswers';
import preview from '#.storybook/preview';

const BID = '*/api/bids/:id/';
const SIMILAR = '*/api/bids/similar/:bidId';
const similarBids = [
  sampleBid({ id: 4300, bid_name: 'Bellaire Blvd Overlay' }),
  sampleBid({ id: 4301, bid_name: 'Westheimer Rd Striping' }),
];

/** A story's answers: the bid `sampleBid(overrides)` and, when given, its similar bids (else the fake backend's). */
function servedBid(overrides: Partial<Bid>, similar?: Bid[]) {
  const handlers = [http.get(BID, () => HttpResponse.json(sampleBid(overrides)))];
  if (similar) handlers.push(http.get(SIMILAR, () => HttpResponse.json(similar)));
  return { msw: { handlers } };
}

const meta = preview.meta({
  title: 'Features/Bids/Bid summary',
  component: BidSummaryScreen,
  // The screen reads the id from the route, as it does under /summary/:id in the app.
  render: () => (
    <Routes>
      <Route path="/summary/:id" element={<BidSummaryScreen />} />
    </Routes>
  ),
  parameters: {
    layout: 'fullscreen',
    router: { initialEntries: ['/summary/4213'] },
    account: 'essentials',
    ...servedBid({}, similarBids),
  },
});

export const Summary = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'FM 1960 Road Resurfacing and Pavement Markings' });
    await expect(canvas.getByText('$2,450,000')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Bellaire Blvd Overlay' })).toHaveAttribute(
      'href',
      '/summary/4300',
    );
  },
});

/** A bid served by the fake backend (essentials account), with its similar bids. */
export const FromFakeBackend = meta.story({
  parameters: { router: { initialEntries: ['/summary/1'] }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Similar bids' })).toBeInTheDocument();
  },
});

export const BookmarkedAndFollowed = meta.story({
  parameters: servedBid({ bookmark_id: 12, follow_id: 7 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Missing data: no closing date, value, contact, attachments or set-aside. */
export const SparseBid = meta.story({
  parameters: servedBid(
    {
      closing_date: null,
      estimated_value: null,
      point_of_contact: null,
      attachments: [],
      set_aside: null,
      description: '',
    },
    [],
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Not published')).toBeInTheDocument();
    await expect(await canvas.findByText('No similar bids found.')).toBeInTheDocument();
  },
});

/** Scraped HTML with a script and an onerror handler: only the text survives. */
export const HostileDescription = meta.story({
  parameters: servedBid({
    description:
      '<p>Scope of work</p><script>document.title = "hacked"</script><img src="x" onerror="document.title = \'hacked\'">',
  }),
  play: async ({ canvasElement }) => {
    // The description loads as its card shows (below the first screen on a phone): scrolled to, as a person would.
    (await within(canvasElement).findByRole('heading', { name: 'Description' })).scrollIntoView();
    await within(canvasElement).findByText('Scope of work');
    await expect(
      canvasElement.querySelector('.bid-summary__description script, .bid-summary__description img'),
    ).toBeNull();
    window.scrollTo(0, 0);
  },
});

export const Loading = meta.story({
  parameters: { msw: { handlers: [http.get(BID, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading bid summary…');
  },
});

/** Sneak: the API refuses summaries (403 plan_summary_not_allowed). */
export const UpgradePrompt = meta.story({
  parameters: { account: 'sneak', router: { initialEntries: ['/summary/1'] }, msw: { handlers: [] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Bid summaries come with a paid plan' });
    // It opens the one upgrade dialog (its own story is in the components' catalog).
    await expect(canvas.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  },
});

export const NotFound = meta.story({
  parameters: {
    msw: {
      handlers: [http.get(BID, () => HttpResponse.json({ detail: 'Bid not found.' }, { status: 404 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Bid not found' }),
    ).toBeInTheDocument();
  },
});

export const LoadFailed = meta.story(loadFailedStory(BID, 'We could not load this bid.'));

/** The fit breakdown: the score, its words and one reason per factor with its points. */
export const FitBreakdown = meta.story({
  parameters: servedBid(
    {
      fit_score: 65,
      fit_reasons: [
        { factor: 'state', text: 'In Texas, one of your states', points: 30, max_points: 30 },
        {
          factor: 'industry',
          text: 'Highway, Street, and Bridge Construction: outside your industries',
          points: 0,
          max_points: 25,
        },
        {
          factor: 'contract_size',
          text: 'Above your target contract size',
          points: 5,
          max_points: 20,
        },
        {
          factor: 'set_aside',
          text: 'No set-aside: open to every business',
          points: 10,
          max_points: 10,
        },
        { factor: 'entity_type', text: 'County bids are in your plan', points: 5, max_points: 5 },
        { factor: 'time_left', text: '12 days left to prepare', points: 5, max_points: 10 },
      ],
    },
    similarBids,
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Fit for your company' });
    await expect(canvas.getByText('65 of 100, from your company profile')).toBeInTheDocument();
    await expect(canvas.getByText('Above your target contract size')).toBeInTheDocument();
  },
});

/** A followed bid that changed: its amendments, newest first, with old and new values. */
export const WithAmendments = meta.story({
  parameters: servedBid(
    {
      follow_id: 12,
      amendments: [
        {
          id: 2,
          amended_at: '2026-03-21T06:05:00Z',
          field: 'attachments',
          summary: 'Addendum 2 added',
          old_value: null,
          new_value: 'Addendum 2.pdf',
        },
        {
          id: 1,
          amended_at: '2026-03-20T06:05:00Z',
          field: 'closing_date',
          summary: 'Closing date moved',
          old_value: '2026-04-06T21:00:00Z',
          new_value: '2026-04-13T21:00:00Z',
        },
      ],
    },
    similarBids,
  ),
  play: async ({ canvas }) => {
    const card = (await canvas.findByRole('heading', { name: 'Amendments' })).closest(
      'section',
    ) as HTMLElement;
    const items = within(card).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Addendum 2 added on 03/21/26');
    await expect(items[1]).toHaveTextContent('Closing date moved on 03/20/26');
    await expect(items[1]).toHaveTextContent('04/06/26 → 04/13/26');
  },
});
