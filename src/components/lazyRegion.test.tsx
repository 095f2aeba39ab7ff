import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '@/lib/lazyImport';
import { lazyRegion } from './lazyRegion';

describe('lazyRegion', () => {
  beforeEach(() => {
    // React reports the failed load on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says the network sentence when its code does not load, and Retry loads it again', async () => {
    let isOffline = true;
    const SavedSearches = lazyRegion(async () => {
      if (isOffline) throw new ChunkLoadError(false, new TypeError('Failed to fetch'));
      return function Loaded() {
        return <p>3 saved searches</p>;
      };
    });
    const user = userEvent.setup();
    render(<SavedSearches label="Saved searches" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saved searches could not be loaded. Network error. Please check your connection.',
    );
    isOffline = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 saved searches')).toBeInTheDocument();
  });
});
