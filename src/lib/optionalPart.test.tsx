import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { optionalPart } from './optionalPart';

function HelpButton({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** A part's code that does not load the first time (a lost network), then does. */
const failingOnceThenLoading = () =>
  vi
    .fn<() => Promise<typeof HelpButton>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(HelpButton);

describe('an optional part of a page', () => {
  it('shows nothing when its code does not load, and appears once the network is back', async () => {
    const load = failingOnceThenLoading();
    const Help = optionalPart(load);
    // React reports the caught failure on the console; the page itself carries on.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <main>
        <h1>Log in</h1>
        <Help label="Help" />
      </main>,
    );

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    // The failure reached the part's boundary: nothing in its place, the page as it was.
    await vi.waitFor(() => expect(reported).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows again at once, without its fallback, when mounted again after its code has loaded', async () => {
    const load = vi.fn<() => Promise<typeof HelpButton>>().mockResolvedValue(HelpButton);
    const Help = optionalPart(load, <p>Loading help</p>);

    const { unmount } = render(<Help label="Help" />);
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    unmount();

    render(<Help label="Help" />);
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.queryByText('Loading help')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code again when mounted after a failed load', async () => {
    const load = failingOnceThenLoading();
    const Help = optionalPart(load);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});

    const { unmount } = render(<Help label="Help" />);
    await vi.waitFor(() => expect(reported).toHaveBeenCalled());
    unmount();

    render(<Help label="Help" />);
    expect(await screen.findByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
