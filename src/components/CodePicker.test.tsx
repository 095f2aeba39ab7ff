import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodePicker, type CodeSearchResult, type PickedCode } from './CodePicker';

const CATALOG: PickedCode[] = [
  { code: '236220', title: 'Commercial and Institutional Building Construction' },
  { code: '237310', title: 'Highway, Street, and Bridge Construction' },
];

function useCatalogSearch(search: string): CodeSearchResult {
  const words = search.toLowerCase();
  return {
    data: { results: CATALOG.filter((code) => `${code.code} ${code.title}`.toLowerCase().includes(words)) },
    isFetching: false,
    isError: false,
  };
}

function Picker({ initial = [] }: { initial?: PickedCode[] }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <CodePicker
      label="NAICS codes"
      description="Type words or digits."
      selected={chosen}
      onChange={setChosen}
      useSearch={useCatalogSearch}
    />
  );
}

describe('CodePicker', () => {
  it('adds a found code from the keyboard: Tab to the codes, arrows, Enter', async () => {
    const user = userEvent.setup();
    render(<Picker />);
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
    render(<Picker />);
    await user.type(screen.getByRole('searchbox', { name: 'Search NAICS codes' }), 'construction');
    const found = await screen.findByRole('listbox', { name: 'NAICS codes found' });

    await user.click(within(found).getByRole('option', { name: /^237310/ }));

    expect(screen.getByRole('grid', { name: 'Your NAICS codes' })).toHaveTextContent('237310');
  });

  it('marks a code already chosen as Added and does not add it twice', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[CATALOG[1] as PickedCode]} />);
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
    render(<Picker initial={[CATALOG[0] as PickedCode]} />);
    await user.click(screen.getByRole('button', { name: /^Remove 236220/ }));
    expect(screen.getByText('None added yet.')).toBeInTheDocument();
  });
});
