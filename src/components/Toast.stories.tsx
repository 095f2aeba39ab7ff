import { expect, userEvent, within } from 'storybook/test';
import { Button, type ButtonProps } from './Button';
import { ToastRegion } from './Toast';
import { type ToastContentData, showToast } from './toastQueue';
import { componentGuide } from './testing/storyDocs';
import preview from '#.storybook/preview';

/** The preview already renders one `ToastRegion` (as the app shell does); these buttons just queue toasts. */
const meta = preview.meta({
  title: 'Components/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A short notice after an action that leaves the user where they are (bid bookmarked, code sent); it goes by itself. Queue one with showToast({ title, description, tone }); the app shell renders the one ToastRegion. For a message the user must act on use Alert.',
    variants: {
      success: 'an action done that leaves the user where they are (Bid bookmarked); it goes by itself.',
      info: 'news about something under way (OTP sent successfully!); it goes by itself.',
      error: 'an action that failed out of sight (Receipt not available); it stays until closed.',
    },
    dos: [
      'A title of a few words for what happened: "Bid bookmarked".',
      'Queue it with showToast after the action succeeds, not before.',
    ],
    donts: [
      'A toast for a form’s refusal: use an Alert beside the form.',
      'A ToastRegion of your own: the app shell renders the one.',
    ],
  }),
});

/** One button per tone, each queueing the toast an action in the app would. */
const TONE_EXAMPLES: ReadonlyArray<{
  label: string;
  variant?: ButtonProps['variant'];
  toast: ToastContentData;
}> = [
  { label: 'Bookmark a bid', toast: { title: 'Bid bookmarked', tone: 'success' } },
  {
    label: 'Resend code',
    variant: 'secondary',
    toast: { title: 'OTP sent successfully!', description: 'Check your inbox.', tone: 'info' },
  },
  {
    label: 'Download receipt',
    variant: 'danger',
    toast: { title: 'Receipt not available', description: 'Try again later.', tone: 'error' },
  },
];

export const Tones = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {TONE_EXAMPLES.map(({ label, variant, toast }) => (
        <Button key={label} variant={variant} onPress={() => showToast(toast)}>
          {label}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Bookmark a bid' }));
    const region = await page.findByRole('region', { name: /notification/i });
    await expect(await within(region).findByText('Bid bookmarked')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
  },
});

/** A keyboard user reaches an error toast with F6, closes it, and is back where they were. */
export const ClosedFromTheKeyboard = meta.story({
  render: Tones.input.render,
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Download receipt' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const region = await page.findByRole('region', { name: /notification/i });
    await expect(await within(region).findByText('Receipt not available')).toBeInTheDocument();
    await userEvent.keyboard('{F6}');
    await expect(region.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    within(region).getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(page.queryByRole('region', { name: /notification/i })).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
});
