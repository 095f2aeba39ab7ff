import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';
import { choiceControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: whenToUse(
    'The outcome of an action, in place (a refusal above a form, a confirmation in a panel). For a notice that comes and goes use Toast; for a region that failed to load use ErrorState.',
  ),
  argTypes: {
    tone: choiceControl(['success', 'error'], 'Colour, icon and how urgently screen readers announce it.'),
    children: textControl('The message.'),
  },
  args: { tone: 'error', children: 'An account with this email already exists.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Refusal: Story = {};

export const Confirmation: Story = { args: { tone: 'success', children: 'OTP sent successfully!' } };
