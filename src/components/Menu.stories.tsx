import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';
import { codeOnly, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A list of actions opened from a button (the saved searches); each item runs something or goes somewhere. To choose a value for a form use Select.',
    variants: {
      MenuItem: 'one action, named by what it does or where it goes ("Roofing in Texas").',
      MenuSeparator: 'a line between groups: the saved items, then the action that manages them.',
    },
    dos: [
      'A trigger button that names the menu ("Saved searches"), and the same name on the Menu (aria-label).',
      'Put the item that manages the list last, after a separator ("Save or manage searches").',
    ],
    donts: [
      'A Menu for a single action: show the Button.',
      'A Menu for a value the form submits: use Select or RadioGroup.',
    ],
  }),
  argTypes: {
    'aria-label': textControl('Names the menu; the same words as its button.'),
    onAction: codeOnly("Called with the chosen item's id."),
    children: codeOnly('The MenuItems and MenuSeparators.'),
  },
  args: { onAction: fn() },
});

/** A button that opens a list of actions; arrow keys move, Enter runs one, Esc closes. */
export const Default = meta.story({
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Saved searches</Button>
      <Menu {...args} aria-label="Saved searches">
        <MenuItem id="roofing">Roofing in Texas</MenuItem>
        <MenuItem id="paving">Paving, all states</MenuItem>
        <MenuSeparator />
        <MenuItem id="manage">Save or manage searches</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saved searches' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Saved searches' });
    // Opened by a click the menu itself has focus: the first ArrowDown moves to the first item.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('paving', undefined);
    // The popover closes with a short fade.
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
});
