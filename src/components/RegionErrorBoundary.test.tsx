import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { RegionErrorBoundary } from './RegionErrorBoundary';

let savedSearchesBroken = true;

function SavedSearches() {
  if (savedSearchesBroken) throw new Error('saved searches exploded');
  return <p>3 saved searches</p>;
}

function Results() {
  const [count, setCount] = useState(0);
  return (
    <>
      <p>{`${count} bookmarks`}</p>
      <Button onPress={() => setCount((value) => value + 1)}>Bookmark</Button>
    </>
  );
}

describe('RegionErrorBoundary', () => {
  beforeEach(() => {
    savedSearchesBroken = true;
    // React reports caught render errors on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows one crashing region as a message in its place and leaves the rest of the screen working', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RegionErrorBoundary label="Saved searches">
          <SavedSearches />
        </RegionErrorBoundary>
        <RegionErrorBoundary label="Results">
          <Results />
        </RegionErrorBoundary>
      </>,
    );

    expect(screen.getByRole('region', { name: 'Saved searches' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Saved searches could not be shown.');
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(screen.getByText('1 bookmarks')).toBeInTheDocument();
  });

  it('renders the region again on Retry, after its reset', async () => {
    const onReset = vi.fn(() => {
      savedSearchesBroken = false;
    });
    const user = userEvent.setup();
    render(
      <RegionErrorBoundary
        label="Saved searches"
        message="Your saved searches did not load."
        onReset={onReset}
      >
        <SavedSearches />
      </RegionErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your saved searches did not load.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('3 saved searches')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
