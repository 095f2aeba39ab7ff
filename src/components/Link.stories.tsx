import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/pricing', children: 'See plans and pricing' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Compare what each plan includes on the <Link {...args}>pricing page</Link>.
    </p>
  ),
};
export const Standalone: Story = { args: { variant: 'standalone' } };
export const Nav: Story = { args: { variant: 'nav', children: 'Bids', href: '/dashboard' } };
export const OpensInNewTab: Story = {
  args: { href: '/terms.pdf', target: '_blank', children: 'Terms & Conditions', variant: 'standalone' },
};
export const LooksLikeAButton: Story = { args: { buttonVariant: 'primary', children: 'Upgrade Plan' } };
export const Disabled: Story = { args: { isDisabled: true, variant: 'standalone' } };
