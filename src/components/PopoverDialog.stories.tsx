import { DialogTrigger } from 'react-aria-components/Dialog';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { PopoverDialog } from './PopoverDialog';
import { choiceControl, codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/PopoverDialog',
  component: PopoverDialog,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A short explanation opened from a button beside what it explains (why a bid scores what it does, search tips). Not for a task or a choice: use Dialog.',
    variants: {
      PopoverDialog:
        'a few lines that explain something, beside it (search tips, why a bid scores what it does).',
      Tooltip: 'a label of a few words for an icon button, on hover and focus.',
      Dialog: 'a task or a choice the user must finish.',
    },
    dos: [
      'A title, then two or three short lines.',
      'Open it from a button placed next to what it explains.',
    ],
    donts: [
      'Put a form or a decision in it: use Dialog.',
      'Hide something the user needs to finish a task inside it.',
    ],
  }),
  argTypes: {
    title: textControl('The heading; also the accessible name.'),
    placement: choiceControl(['bottom', 'bottom end', 'top'], 'Where it floats from its button.'),
    className: codeOnly('Sets its width.'),
    children: codeOnly('A few lines under the title.'),
  },
  args: { title: 'Search tips', placement: 'bottom' as const, children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Search tips</Button>
      <PopoverDialog {...args}>
        <p style={{ margin: 0 }}>Put words in quotes to find them together, in this order.</p>
      </PopoverDialog>
    </DialogTrigger>
  ),
});

/** Opens from its button, named by its title; Esc closes it. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search tips' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search tips' });
    await expect(dialog).toHaveTextContent('Put words in quotes');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});
