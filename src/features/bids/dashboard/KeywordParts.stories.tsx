import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KeywordParts } from './KeywordParts';
import { SearchSyntaxHelp } from './SearchSyntaxHelp';

const meta = {
  title: 'Features/Bids/Dashboard/Keyword syntax',
  component: KeywordParts,
  args: { keywords: '"road resurfacing" roofing OR paving -asbestos', onKeywordsChange: fn() },
} satisfies Meta<typeof KeywordParts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phrase, an either-or and an excluded word, each a chip; removing one searches without it. */
export const Parts: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('list', { name: 'Keywords searched' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['"road resurfacing"', 'Any of: roofing, paving', 'Without: asbestos']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Any of: roofing, paving' }));
    await expect(args.onKeywordsChange).toHaveBeenCalledWith('"road resurfacing" -asbestos');
  },
};

/** Wrong syntax: the open quote and the lone OR are searched as plain words. */
export const WrongSyntax: Story = {
  args: { keywords: '"road OR' },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole('list', { name: 'Keywords searched' });
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['road', 'or']);
  },
};

/** No keywords: nothing is shown. */
export const NoKeywords: Story = {
  args: { keywords: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The Search tips popover beside the Keywords box, opened by keyboard. */
export const SearchTips: Story = {
  render: () => <SearchSyntaxHelp />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Search tips' }).focus();
    await userEvent.keyboard('{Enter}');
    const tips = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search tips' });
    // In the document at once; visible once the popover has faded in.
    await waitFor(() => expect(within(tips).getByText('roofing OR paving')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
  },
};
