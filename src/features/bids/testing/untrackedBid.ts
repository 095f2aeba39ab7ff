import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { getAccessToken } from '@/lib/session';
import { DEMO_EMAILS, logInAs } from '@/testing/fakeBackend';

/** The fields of a seeded bid these tests name it by. */
export interface SeedBid {
  id: number;
  bid_id: string;
  bid_name: string;
  bookmark_id: number | null;
  closing_date: string | null;
}

/**
 * Tests on the fake backend: logs the demo account in, then picks from its first page of bids one it
 * has not bookmarked and that has a closing date, so Bookmark, Follow and Add to calendar all apply.
 */
export async function logInWithUntrackedBid(email: string): Promise<SeedBid> {
  await logInAs(email);
  const response = await fetch(new URL('/api/bids/?page=1&pageSize=20', location.href), {
    headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` },
  });
  const { results } = (await response.json()) as { results: SeedBid[] };
  const bid = results.find((candidate) => candidate.bookmark_id === null && candidate.closing_date !== null);
  if (!bid) throw new Error('the seed has no untracked bid with a closing date');
  return bid;
}

/** Essentials on a bid it has not bookmarked, shown by `show`: Bookmark turns into a pressed Bookmarked. */
export async function expectBookmarkFrom(show: (bidId: number) => void) {
  const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
  show(bid.id);
  await userEvent.click(await screen.findByRole('button', { name: 'Bookmark' }));
  expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Essentials on a bid whose first load fails (500), shown by `show`: the failure offers Retry, and Retry
 * brings what `loaded` finds.
 */
export async function expectRetryAfterFailedLoad(
  server: SetupServer,
  show: (bidId: number) => void,
  loaded: (bid: SeedBid) => Promise<HTMLElement>,
) {
  const bid = await logInWithUntrackedBid(DEMO_EMAILS.essentials);
  server.use(
    http.get('*/api/bids/:id/', () => HttpResponse.json({ detail: 'Down' }, { status: 500 }), { once: true }),
  );
  show(bid.id);
  expect(await screen.findByText('We could not load this bid.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await loaded(bid)).toBeInTheDocument();
}
