import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Tooltip, TooltipTrigger } from './Tooltip';
import { DownloadIcon } from './icons';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
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
