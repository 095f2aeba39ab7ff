import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyExport } from '@/lib/lazyExport';
import { NETWORK_ERROR_MESSAGE } from '@/lib/networkMessage';
import type { Select } from './Select';
import { selectOnFirstUse } from './SelectOnFirstUse';
import { toastQueue } from './toastQueue';

const SelectOnFirstUse = selectOnFirstUse(lazyExport(() => import('./Select'), 'Select'));

const ORDERS = [
  { id: 'newest', label: 'Newest first' },
  { id: 'closing', label: 'Closing soonest' },
];

function Ordering() {
  const [order, setOrder] = useState('newest');
  return (
    <>
      <button type="button">Before</button>
      <SelectOnFirstUse
        label="Sort by"
        items={ORDERS}
        value={order}
        onChange={(key) => setOrder(String(key))}
      />
    </>
  );
}

describe('a select loaded on first use', () => {
  it('is named as Select is before its code loads, and opens once pressed', async () => {
    const user = userEvent.setup();
    render(<Ordering />);
    const closed = screen.getByRole('button', { name: 'Newest first Sort by' });
    expect(closed).toHaveAttribute('aria-haspopup', 'listbox');
    expect(closed).toHaveAttribute('aria-expanded', 'false');

    await user.click(closed);
    await user.click(await screen.findByRole('option', { name: 'Closing soonest' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Closing soonest Sort by' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('keeps keyboard focus on its button when its code arrives, and opens with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Ordering />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-react-aria-pressable'));
    // Once loaded, the button is React Aria's Select's (it owns a hidden native select).
    await waitFor(() => expect(document.querySelector('select')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Newest first Sort by' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  describe('whose code does not load', () => {
    afterEach(() => toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key)));

    it('says the network sentence when pressed, and loads it on the next press', async () => {
      const user = userEvent.setup();
      const loadSelect = lazyExport(() => import('./Select'), 'Select');
      let isOffline = true;
      const load = () => (isOffline ? Promise.reject(new Error('offline')) : loadSelect());
      const OfflineSelect = selectOnFirstUse(load);
      render(<OfflineSelect label="Sort by" items={ORDERS} defaultValue="newest" />);

      await user.click(screen.getByRole('button', { name: 'Newest first Sort by' }));
      await waitFor(() =>
        expect(toastQueue.visibleToasts.map((toast) => toast.content)).toEqual([
          { title: NETWORK_ERROR_MESSAGE, tone: 'error' },
        ]),
      );
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

      isOffline = false;
      await user.click(screen.getByRole('button', { name: 'Newest first Sort by' }));
      expect(await screen.findByRole('listbox', {}, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('stays quiet when it was only pointed at', async () => {
      const user = userEvent.setup();
      const load = vi.fn<() => Promise<typeof Select>>().mockRejectedValue(new Error('offline'));
      const OfflineSelect = selectOnFirstUse(load);
      render(<OfflineSelect label="Sort by" items={ORDERS} defaultValue="newest" />);

      await user.hover(screen.getByRole('button', { name: 'Newest first Sort by' }));
      await waitFor(() => expect(load).toHaveBeenCalled());
      await Promise.resolve();
      expect(toastQueue.visibleToasts).toEqual([]);
    });
  });
});
