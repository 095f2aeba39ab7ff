import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordRequirements } from './PasswordRequirements';
import { textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Password requirements',
  component: PasswordRequirements,
  tags: ['autodocs'],
  parameters: whenToUse(
    'The live checklist of password rules under a new-password field (register, reset, change password).',
  ),
  argTypes: {
    password: textControl('What the user typed; each rule shows met or not.'),
    id: textControl('Lets the password input point to the list (aria-describedby).'),
  },
  args: { password: '' },
} satisfies Meta<typeof PasswordRequirements>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = {};

export const PartlyMet: Story = { args: { password: 'Paving20' } };

export const AllMet: Story = { args: { password: 'Paving@2026' } };
