import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderRoute } from '@/testing/renderRoute';
import BidSummaryPage from '../routes/BidSummaryPage';
import { renderDashboard } from '../testing/renderDashboard';

setupFakeBackend();
configure({ asyncUtilTimeout: 8000 });
const ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=';

// The fit buttons: named by their text ("85 Strong fit", "Not eligible"), then the bid.
const SCORE_BUTTON = /^\d+ (Strong|Fair|Weak) fit: why, for /;
const FIT_BUTTON = /^(\d+ (Strong|Fair|Weak) fit|Not eligible): why, for /;
/** The results' fit in page order: a score, or -1 for a bid the company is not eligible for. */
const fitScores = () =>
  screen
    .getAllByRole('button', { name: FIT_BUTTON })
    .map((button) => Number(/^(\d+) /.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? -1));

describe('fit score', { timeout: 40_000 }, () => {
  it('sorts the results by best fit and explains a score with its reasons', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(ENTRY);
    await waitFor(() => expect(fitScores().length).toBe(25));

    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Best fit for you' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.search).toContain('ordering=best_fit'));
    await waitFor(() => {
      const scores = fitScores();
      // Eligible bids first, best score first; then the ones the company cannot bid on.
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBeGreaterThanOrEqual(80);
    });

    const opener = screen.getAllByRole('button', { name: SCORE_BUTTON })[0] as HTMLElement;
    await user.click(opener);
    const why = await screen.findByRole('dialog', { name: /^Why it scores \d+$/ });
    expect(within(why).getByText(/, one of your states$/)).toBeInTheDocument();
    expect(within(why).getAllByRole('listitem')).toHaveLength(7);

    // Esc closes it and gives focus back to the row's fit button.
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria's focus scope restores focus a frame after the popover has gone.
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels a bid set aside for a certification the company lacks Not eligible, with why', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    renderDashboard(ENTRY);
    const [reason] = await screen.findAllByText(/^Set aside for \S+, which you do not hold/);
    const row = reason?.closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    const button = within(row).getByRole('button', { name: /^Not eligible: why, for / });
    expect(within(row).queryByText(/Strong fit/)).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    const why = await screen.findByRole('dialog', { name: 'Why you cannot bid as it stands' });
    const [reasons] = within(why).getAllByRole('list');
    expect(reasons?.textContent).toMatch(/^Set aside for \S+, which you do not hold/);
    expect(within(why).getByText(/^Its fit otherwise: \d+ of 100$/)).toBeInTheDocument();
  });

  it('shows the breakdown on the summary, reasons and points adding up to the score', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const response = await fetch(new URL('/api/bids/?page=1&pageSize=1&ordering=best_fit', location.href), {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` },
    });
    const {
      results: [best],
    } = (await response.json()) as { results: Array<{ id: number; fit_score: number }> };
    if (!best) throw new Error('no bid');
    renderRoute(`/summary/${best.id}`, BidSummaryPage, { path: '/summary/:id' });
    const card = (await screen.findByRole('heading', { name: 'Fit for your company' })).closest('section');
    if (!card) throw new Error('no fit card');
    expect(within(card).getByText(`${best.fit_score} of 100, from your company profile`)).toBeInTheDocument();
    const points = within(card)
      .getAllByRole('listitem')
      .map((item) => Number(/, (\d+)\/\d+ points$/.exec(item.textContent ?? '')?.[1]));
    expect(points.reduce((sum, value) => sum + value, 0)).toBe(best.fit_score);
    // The description's sanitizer loads as its card shows. Files share a worker's modules
    // (vitest.config.ts): a load still under way when this file ends fails in the next file.
    const description = (await screen.findByRole('heading', { name: 'Description' })).closest('section');
    if (!description) throw new Error('no description card');
    expect(await within(description).findByText(/soliciting/)).toBeInTheDocument();
  });
});
