import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyExport } from '@/lib/lazyExport';
import { selectOnFirstUse } from './SelectOnFirstUse';

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
});
