// @vitest-environment jsdom
import { summaryHref } from '@/lib/routes';
import { base, en, en_US, Faker } from '@faker-js/faker';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createBid } from '@mocks/seed/bid-factory';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import type { Bid } from '../api/useDashboardData';
import { BidResultsTable } from './BidResultsTable';

const server = setupMockApi();
const faker = new Faker({ locale: [en_US, en, base] });

function resultFor(id: number, name: string, fitScore: number, reason: string): Bid {
  return {
    ...createBid(faker, id, Date.now()),
    bid_name: name,
    fit_score: fitScore,
    fit_reasons: [{ factor: 'state', text: reason, points: 30, max_points: 30 }],
    bookmark_id: null,
    follow_id: null,
  };
}

const FIRST_SEARCH = [resultFor(1, 'Road resurfacing', 80, 'In Wyoming, one of your states')];
const REFETCHED = [resultFor(2, 'School roof repair', 40, 'In Idaho, not one of your states')];

/** The table with these bids and nothing selected, previewed or hidden. */
function Table({ bids }: { bids: readonly Bid[] }) {
  return (
    <BidResultsTable
      bids={bids}
      selectedIds={new Set()}
      onSelectionChange={() => {}}
      emptyState={null}
      onBidHidden={() => {}}
      bidHref={(bid) => summaryHref(bid.id)}
      previewBidId={undefined}
      navigate={() => {}}
    />
  );
}

/** The results as the dashboard shows them; `showResults` swaps them as a background refetch would. */
let showResults: (bids: readonly Bid[]) => void = () => {};
function Results() {
  const [bids, setBids] = useState<readonly Bid[]>(FIRST_SEARCH);
  showResults = setBids;
  return <Table bids={bids} />;
}

describe('BidResultsTable', () => {
  it("never shows one bid's fit reasons for another when new results arrive in the same row", async () => {
    // The plan is unknown here: the row controls act as allowed.
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/auth/plans/', () => HttpResponse.json({}, { status: 500 })),
    );
    renderRoute('/dashboard', Results);
    await userEvent.setup().click(screen.getByRole('button', { name: /^80 Strong fit: why, for / }));
    expect(await screen.findByRole('dialog', { name: 'Why it scores 80' })).toBeInTheDocument();

    act(() => showResults(REFETCHED));

    expect(screen.getByText('School roof repair')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('In Idaho, not one of your states')).not.toBeInTheDocument();
  });

  it('shows a mandatory pre-bid meeting within a week as a badge, and every next key date with its zone', () => {
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/auth/plans/', () => HttpResponse.json({}, { status: 500 })),
    );
    const inThreeDays = new Date(Date.now() + 2.5 * 86_400_000).toISOString();
    const preBidMeeting = (id: number, name: string, mandatory: boolean): Bid => ({
      ...resultFor(id, name, 60, 'In Texas, one of your states'),
      next_key_date: { kind: 'pre_bid_meeting', at: inThreeDays, time_zone: 'America/Chicago', mandatory },
    });
    const meeting = preBidMeeting(3, 'Custodial services', true);
    const optional = preBidMeeting(4, 'Roof repairs', false);
    renderRoute('/dashboard', () => <Table bids={[meeting, optional]} />);
    const [, first, second] = screen.getAllByRole('row');
    if (!first || !second) throw new Error('no rows');
    expect(within(first).getByText('Mandatory pre-bid meeting in 3 days')).toBeInTheDocument();
    expect(within(first).getByText('Next: Pre-bid meeting')).toBeInTheDocument();
    expect(within(first).getByText(/^\d\d\/\d\d\/\d\d, \d+:\d\d [AP]M C[SD]T$/)).toBeInTheDocument();
    expect(within(second).queryByText(/^Mandatory pre-bid meeting/)).not.toBeInTheDocument();
    expect(within(second).getByText('Next: Pre-bid meeting')).toBeInTheDocument();
  });
});
