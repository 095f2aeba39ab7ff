import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu';
import { LogoutIcon, MenuIcon, UserIcon } from './icons';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  render: () => (
    <MenuTrigger>
      <Button variant="secondary" aria-label="Account menu">
        <MenuIcon />
      </Button>
      <Menu>
        <MenuItem href="/dashboard">Dashboard</MenuItem>
        <MenuItem href="/user-profile">
          <UserIcon /> Profile
        </MenuItem>
        <MenuSeparator />
        <MenuItem onAction={() => {}}>
          <LogoutIcon /> Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await expect(await page.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  },
};
