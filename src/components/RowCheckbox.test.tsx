import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RowCheckbox } from './RowCheckbox';

function SelectAll({ onChange }: { onChange: (isSelected: boolean) => void }) {
  const [selected, setSelected] = useState<'none' | 'some' | 'all'>('some');
  return (
    <RowCheckbox
      isSelected={selected === 'all'}
      isIndeterminate={selected === 'some'}
      onChange={(isSelected) => {
        onChange(isSelected);
        setSelected(isSelected ? 'all' : 'none');
      }}
    >
      Select all on this page
    </RowCheckbox>
  );
}

describe('RowCheckbox', () => {
  it('reads as mixed while some rows are selected, and selects them all when pressed', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SelectAll onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(checkbox).toBePartiallyChecked();

    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
    expect(checkbox).not.toBePartiallyChecked();

    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(checkbox).not.toBeChecked();
  });

  it('cannot be pressed while disabled', async () => {
    const onChange = vi.fn();
    render(
      <RowCheckbox isSelected={false} isDisabled onChange={onChange}>
        Select all on this page
      </RowCheckbox>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(checkbox).toBeDisabled();
    await userEvent.setup().click(checkbox);
    expect(onChange).not.toHaveBeenCalled();
  });
});
