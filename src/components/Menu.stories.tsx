import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A button that opens a list of actions; arrow keys move, Enter runs one, Esc closes. */
export const Default: Story = {
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
};
