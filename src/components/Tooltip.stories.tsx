import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Tooltip, TooltipTrigger } from './Tooltip';
import { DownloadIcon } from './icons';
import { choiceControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: whenToUse(
    'A short label for an icon-only button or the reason a control is disabled, on hover and focus. Never the only place of something the user needs.',
  ),
  argTypes: {
    children: textControl('The text.'),
    placement: choiceControl(['top', 'bottom', 'start', 'end'], 'Side of the trigger it prefers.'),
  },
  args: { children: 'Receipt not available for failed payments' },
  decorators: [(Story) => <div style={{ padding: '48px 0' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnIconButton: Story = {
  render: (args) => (
    <TooltipTrigger defaultOpen>
      <Button variant="ghost" size="sm" aria-label="Download receipt">
        <DownloadIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
};
