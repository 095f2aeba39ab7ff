import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { paintFramesByHand, startPageLoad } from '@/testing/pageLoad';
import { renderRoute } from '@/testing/renderRoute';
import { expectUpgradeDialog } from '@/testing/upgradeDialog';
import {
  expectBookmarkFrom,
  expectRetryAfterFailedLoad,
  logInWithUntrackedBid,
} from '../testing/untrackedBid';
import BidSummaryPage from '../routes/BidSummaryPage';

const server = setupFakeBackend();

function renderSummary(id: number | string) {
  return renderRoute(`/summary/${id}`, BidSummaryPage, { path: '/summary/:id' });
}

describe('Bid summary', () => {
  it('says the bid summary is loading while the bid loads, then shows the bid', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    renderSummary(bid.id);

    expect(screen.getByRole('status')).toHaveTextContent('Loading bid summary…');
    expect(await screen.findByRole('heading', { level: 1, name: bid.bid_name })).toBeInTheDocument();
  });

  it('shows the bid fields, the source link and a back link to the dashboard', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    renderSummary(bid.id);

    await screen.findByRole('heading', { level: 1, name: bid.bid_name });
    expect(screen.getByText(bid.bid_id)).toBeInTheDocument();
    for (const label of [
      'Agency',
      'Location',
      'Open date',
      'Closing date',
      'Solicitation type',
      'Set-aside',
      'Estimated value',
      'NAICS code',
      'UNSPSC code',
    ]) {
      expect(screen.getByText(label, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /View this bid on the agency's site/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: '← Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
  });

  it("on a page load's first screen, shows the title and At a glance first, the other cards after the first paint", async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    const paint = paintFramesByHand();
    startPageLoad('navigate');
    renderSummary(bid.id);

    await screen.findByRole('heading', { level: 1, name: bid.bid_name });
    expect(await screen.findByRole('region', { name: 'At a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar bids' })).not.toBeInTheDocument();

    paint();
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Similar bids' })).toBeInTheDocument();
  });

  it('links each similar bid to its own summary', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    const { router } = renderSummary(bid.id);

    const similar = await screen.findByRole('region', { name: 'Similar bids' });
    const links = await within(similar).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/summary\/\d+$/);

    const [firstLink] = links;
    if (!firstLink) throw new Error('no similar bid');
    await userEvent.click(firstLink);
    expect(router.state.location.pathname).toBe(firstLink.getAttribute('href'));
  });

  it('never puts scripts or event handlers from the description into the page', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    const hostile =
      '<p>Scope of work</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';
    server.use(http.get('*/api/bids/:id/', () => HttpResponse.json({ ...bid, description: hostile })));
    const { container } = renderSummary(bid.id);

    expect(await screen.findByText('Scope of work')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('makes links only of http(s) addresses from the bid: hostile source, attachment and contact links are text', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    server.use(
      http.get('*/api/bids/:id/', () =>
        HttpResponse.json({
          ...bid,
          source_url: 'javascript:alert(document.cookie)',
          attachments: [
            { name: 'Scope of work.pdf', url: 'https://agency.example.gov/scope.pdf' },
            { name: 'Drawings.zip', url: 'data:text/html,<script>alert(1)</script>' },
          ],
          point_of_contact: {
            name: 'Pat Buyer',
            email: 'pat@agency.gov?bcc=all@evil.test',
            phone: '512-555-0142',
          },
        }),
      ),
    );
    const { container } = renderSummary(bid.id);

    expect(await screen.findByText('Source address: javascript:alert(document.cookie)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Scope of work\.pdf/ })).toHaveAttribute(
      'href',
      'https://agency.example.gov/scope.pdf',
    );
    expect(screen.getByText('Drawings.zip')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: /Drawings/ })).not.toBeInTheDocument();
    expect(screen.getByText('pat@agency.gov?bcc=all@evil.test').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: '512-555-0142' })).toHaveAttribute('href', 'tel:5125550142');
    const hrefs = [...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^(javascript|data|vbscript):/i.test(href))).toEqual([]);
  });

  it('keeps the rest of the summary working when the similar bids crash on bad data', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      // Broken data from the API: an object where a similar bid's name should be text.
      http.get('*/api/bids/similar/:bidId', () =>
        HttpResponse.json([{ ...bid, id: 99, bid_name: { oops: 1 } }]),
      ),
    );
    renderSummary(bid.id);

    expect(await screen.findByText('Similar bids could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: bid.bid_name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    vi.restoreAllMocks();
  });

  it('shows a description that crashes on bad data as a message in its card only', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/bids/:id/', () => HttpResponse.json({ ...bid, description: { html: '<p>x</p>' } })),
    );
    renderSummary(bid.id);

    expect(await screen.findByText('Description could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: bid.bid_name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents and contact' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Similar bids' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('bookmarks the bid from its summary', () => expectBookmarkFrom((bidId) => renderSummary(bidId)));

  it('shows Starter a locked Follow that opens the upgrade to Essentials, instead of a refusal', async () => {
    const bid = await logInWithUntrackedBid(DEMO_EMAILS.starter);
    renderSummary(bid.id);

    await userEvent.click(await screen.findByRole('button', { name: 'Follow, Essentials plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Essentials' });
    expect(dialog).toHaveTextContent('Following bids comes with Essentials');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Sneak an upgrade instead of the summary', async () => {
    await logInAs(DEMO_EMAILS.sneak);
    renderSummary(1);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bid summaries come with a paid plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar bids' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    await expectUpgradeDialog(
      'Starter',
      'Reading bid summaries comes with Starter; your Sneak plan does not include it.',
    );
  });

  it('says the bid was not found for an unknown id', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderSummary(99999999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bid not found' })).toBeInTheDocument();
  });

  it('says the bid was not found for an id that is not a number', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderSummary('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Bid not found' })).toBeInTheDocument();
  });

  it('offers Retry when the bid fails to load', () =>
    expectRetryAfterFailedLoad(
      server,
      (bidId) => renderSummary(bidId),
      (bid) => screen.findByRole('heading', { level: 1, name: bid.bid_name }),
    ));
});
