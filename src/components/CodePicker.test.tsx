import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PickedCode } from './CodePicker';
import { EXAMPLE_CODES, ExampleCodePicker } from './testing/codePickerExample';

describe('CodePicker', () => {
  it('adds a found code from the keyboard: Tab to the codes, arrows, Enter', async () => {
    const user = userEvent.setup();
    render(<ExampleCodePicker />);
    const search = screen.getByRole('searchbox', { name: 'Search NAICS codes' });
    await user.type(search, 'construction');
    const found = await screen.findByRole('listbox', { name: 'NAICS codes found' });
    expect(screen.getByRole('status')).toHaveTextContent('2 codes found');
    expect(search).toHaveFocus();

    await user.tab();
    expect(within(found).getByRole('option', { name: /^236220/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
  });

  it('adds the found code pressed', async () => {
    const user = userEvent.setup();
    render(<ExampleCodePicker />);
    await user.type(screen.getByRole('searchbox', { name: 'Search NAICS codes' }), 'construction');
    const found = await screen.findByRole('listbox', { name: 'NAICS codes found' });

    await user.click(within(found).getByRole('option', { name: /^237310/ }));

    expect(screen.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
  });

  it('marks a code already chosen as Added and does not add it twice', async () => {
    const user = userEvent.setup();
    render(<ExampleCodePicker initial={[EXAMPLE_CODES[1] as PickedCode]} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search NAICS codes' }), 'highway');
    const found = await screen.findByRole('listbox', { name: 'NAICS codes found' });
    const added = within(found).getByRole('option', { name: /^237310 .* Added$/ });

    expect(added).toHaveAttribute('aria-disabled', 'true');
    await user.click(added);
    expect(within(screen.getByRole('grid', { name: 'Your NAICS codes' })).getAllByRole('row')).toHaveLength(
      1,
    );
  });

  it('removes a chosen code by its Remove button', async () => {
    const user = userEvent.setup();
    render(<ExampleCodePicker initial={[EXAMPLE_CODES[0] as PickedCode]} />);
    await user.click(screen.getByRole('button', { name: /^Remove 236220/ }));
    expect(screen.getByText('None added yet.')).toBeInTheDocument();
  });
});
