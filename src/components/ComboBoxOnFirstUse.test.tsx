import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyExport } from '@/lib/lazyExport';
import { comboBoxOnFirstUse } from './ComboBoxOnFirstUse';

const ComboBoxOnFirstUse = comboBoxOnFirstUse(lazyExport(() => import('./ComboBox'), 'ComboBox'));

const STATES = [
  { id: 'TN', label: 'Tennessee' },
  { id: 'TX', label: 'Texas' },
];

function StatePicker({ onPick }: { onPick: (code: string) => void }) {
  const [text, setText] = useState('');
  return (
    <ComboBoxOnFirstUse
      label="Add a state"
      description="None chosen"
      options={STATES}
      inputValue={text}
      onInputChange={setText}
      onChange={(key) => onPick(String(key))}
    />
  );
}

describe('a combo box loaded on first use', () => {
  it('is named and described as ComboBox is before its code loads', () => {
    render(<StatePicker onPick={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Add a state' });
    expect(input).toHaveAccessibleDescription('None chosen');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Show options Add a state' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('keeps what is typed while its code loads, focused, and lists the matching options', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<StatePicker onPick={onPick} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a state' }), 'Te');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('combobox')).toHaveValue('Te');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tennessee', 'Texas']);
    await user.click(screen.getByRole('option', { name: 'Texas' }));
    expect(onPick).toHaveBeenCalledWith('TX');
  });
});
