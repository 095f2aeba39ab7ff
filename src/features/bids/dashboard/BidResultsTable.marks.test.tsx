// @vitest-environment jsdom
import { base, en, en_US, Faker } from '@faker-js/faker';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBid } from '@mocks/seed/bid-factory';
import { summaryHref } from '@/lib/routes';
import { renderRoute, setupMockApi } from '@/testing/renderRoute';
import type { Bid } from '../api/useDashboardData';
import { BidResultsTable } from './BidResultsTable';

const server = setupMockApi();
const faker = new Faker({ locale: [en_US, en, base] });

/** A result of the search `"janitorial services" -school`, with the marks the API sends. */
const RESULT: Bid = {
  ...createBid(faker, 1, Date.now()),
  bid_name: 'Day Porter and Janitorial Services – Riverside Library',
  agency_name: 'City of Dallas',
  bookmark_id: null,
  follow_id: null,
  name_matches: [{ start: 15, end: 34 }],
  description_snippet: {
    text: '…firms for routine janitorial services, supplies and periodic floor care.',
    matches: [{ start: 19, end: 38 }],
  },
};

function Results({ bids }: { bids: readonly Bid[] }) {
  const tableProps = {
    bids,
    selectedIds: new Set<number>(),
    onSelectionChange: () => {},
    emptyState: null,
    onBidHidden: () => {},
    bidHref: (bid: Bid) => summaryHref(bid.id),
    previewBidId: undefined,
    navigate: () => {},
  };
  return <BidResultsTable {...tableProps} />;
}

function titleCell(name: RegExp) {
  return screen.getByRole('rowheader', { name });
}

describe('the title cell of a search result', () => {
  it('marks the words the search found in the name and in a snippet under the agency', () => {
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/auth/plans/', () => HttpResponse.json({}, { status: 500 })),
    );
    renderRoute('/dashboard', () => <Results bids={[RESULT]} />);

    const cell = titleCell(/^Day Porter and Janitorial Services/);
    const link = within(cell).getByRole('link', {
      name: 'Day Porter and Janitorial Services – Riverside Library',
    });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Janitorial Services',
    ]);
    const snippet = within(cell).getByText(/routine/);
    expect(snippet).toHaveTextContent(
      '…firms for routine janitorial services, supplies and periodic floor care.',
    );
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'janitorial services',
    ]);
  });

  it('shows the name alone, with no snippet, when the search had no keywords', () => {
    server.use(
      http.get('*/api/auth/profile/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/auth/plans/', () => HttpResponse.json({}, { status: 500 })),
    );
    const { name_matches: _marks, description_snippet: _snippet, ...plain } = RESULT;
    renderRoute('/dashboard', () => <Results bids={[plain]} />);

    const cell = titleCell(/^Day Porter and Janitorial Services/);
    expect(cell.querySelector('mark')).toBeNull();
    expect(within(cell).queryByText(/routine/)).not.toBeInTheDocument();
  });
});
