import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'error', children: 'An account with this email already exists.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Refusal: Story = {};

export const Confirmation: Story = { args: { tone: 'success', children: 'OTP sent successfully!' } };
