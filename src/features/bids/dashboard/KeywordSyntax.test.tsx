import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { renderDashboard } from '../testing/renderDashboard';

setupFakeBackend();
configure({ asyncUtilTimeout: 8000 });
const ENTRY = '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date&states=VA,MD,DC,NC';

const resultCount = () =>
  Number(/of ([\d,]+) results found/.exec(document.body.textContent ?? '')?.[1]?.replace(',', ''));

describe('keyword syntax on the dashboard', { timeout: 40_000 }, () => {
  it('narrows by a phrase and an excluded word, echoes both as removable chips and keeps them in the URL', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    const { router } = renderDashboard(`${ENTRY}&search=${encodeURIComponent('"janitorial services"')}`);
    const chips = await screen.findByRole('grid', { name: 'Filters in use' });
    expect(within(chips).getByText('"janitorial services"')).toBeInTheDocument();
    await waitFor(() => expect(resultCount()).toBeGreaterThan(0));
    const phraseOnly = resultCount();

    const keywords = screen.getByRole('searchbox', { name: 'Keywords' });
    await user.clear(keywords);
    await user.type(keywords, '"janitorial services" -school{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe(
        '"janitorial services" -school',
      ),
    );
    expect(await screen.findByText('Without: school')).toBeInTheDocument();
    await waitFor(() => expect(resultCount()).toBeLessThan(phraseOnly));

    await user.click(screen.getByRole('button', { name: 'Remove Without: school' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('"janitorial services"'),
    );
    await waitFor(() => expect(resultCount()).toBe(phraseOnly));
  });

  it('reads OR as either word and an unmatched quote as plain words, and explains the syntax in Search tips', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const user = userEvent.setup();
    renderDashboard(`${ENTRY}&search=${encodeURIComponent('roofing OR paving "road')}`);
    const chips = await screen.findByRole('grid', { name: 'Filters in use' });
    expect(
      within(chips)
        .getAllByRole('row')
        .map((chip) => chip.textContent)
        .slice(0, 2),
    ).toEqual(['Any of: roofing, paving', 'road']);
    await user.click(screen.getByRole('button', { name: 'Search tips' }));
    const tips = await screen.findByRole('dialog', { name: 'Search tips' });
    expect(within(tips).getByText('"road resurfacing"')).toBeInTheDocument();
    expect(within(tips).getByText('leave out bids that mention asbestos')).toBeInTheDocument();
  });
});
