import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { listBids, listBookmarks } from '@/api/generated/endpoints/bids/bids';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { useTrackingToggle } from './useTrackingToggle';

setupFakeBackend();

function renderToggle() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useTrackingToggle('bookmark'), { wrapper });
}

describe('useTrackingToggle for bookmarks', () => {
  it('bookmarks a bid and then removes the bookmark', async () => {
    await logInAs(DEMO_EMAILS.essentials);
    const before = await listBookmarks();
    const page = await listBids({ page: 1, pageSize: 50 });
    const bid = page.results.find((candidate) => candidate.bookmark_id === null);
    if (!bid) throw new Error('the seed has no unbookmarked bid');
    const { result } = renderToggle();

    await act(() => result.current.mutateAsync({ bidId: bid.id, recordId: null }));
    const added = await listBookmarks();
    expect(added.count).toBe(before.count + 1);
    const record = added.results.find((candidate) => candidate.bid.id === bid.id);

    await act(() => result.current.mutateAsync({ bidId: bid.id, recordId: record?.id ?? null }));
    expect((await listBookmarks()).count).toBe(before.count);
  });

  it('refuses to run without an access token', async () => {
    const { result } = renderToggle();
    act(() => result.current.mutate({ bidId: 1, recordId: null }));
    await waitFor(() => expect(result.current.error?.message).toBe('No access token found'));
  });
});
