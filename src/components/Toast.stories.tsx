import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ToastRegion, showToast } from './Toast';
import { whenToUse } from './storyDocs';

/** The preview already renders one `ToastRegion` (as the app shell does); these buttons just queue toasts. */
const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: whenToUse(
    'A short notice after an action that leaves the user where they are (bid bookmarked, code sent); it goes by itself. Queue one with showToast({ title, description, tone }); the app shell renders the one ToastRegion. For a message the user must act on use Alert.',
  ),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onPress={() => showToast({ title: 'Bid bookmarked', tone: 'success' })}>Bookmark a bid</Button>
      <Button
        variant="secondary"
        onPress={() =>
          showToast({ title: 'OTP sent successfully!', description: 'Check your inbox.', tone: 'info' })
        }
      >
        Resend code
      </Button>
      <Button
        variant="danger"
        onPress={() =>
          showToast({ title: 'Receipt not available', description: 'Try again later.', tone: 'error' })
        }
      >
        Download receipt
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark a bid' }));
    const region = await page.findByRole('region', { name: /notification/i });
    await expect(await within(region).findByText('Bid bookmarked')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
  },
};
