import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordRequirements } from './PasswordRequirements';

const meta = {
  title: 'Components/Password requirements',
  component: PasswordRequirements,
  args: { password: '' },
} satisfies Meta<typeof PasswordRequirements>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {};

export const PartlyMet: Story = { args: { password: 'Paving20' } };

export const AllMet: Story = { args: { password: 'Paving@2026' } };
