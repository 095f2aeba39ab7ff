import { expect, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Tooltip, TooltipTrigger } from './Tooltip';
import { DownloadIcon } from './icons';
import { choiceControl, componentGuide, textControl } from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'A short label for an icon-only button or the reason a control is disabled, on hover and focus. Never the only place of something the user needs.',
    variants: {
      Tooltip:
        'the name of an icon-only button, or why a control is disabled (Receipt not available for failed payments).',
      RowTooltip: 'the same for icon buttons repeated in every row of a list: one tooltip for them all.',
      PopoverDialog: 'more than a few words, or something with a link.',
    },
    dos: [
      'Give an icon-only button its aria-label and show the same words in the Tooltip.',
      'A few words, no full stop.',
    ],
    donts: [
      'The only place of something the user needs (a price, an error, a limit).',
      'A Tooltip on a control that already has a visible label saying the same.',
    ],
  }),
  argTypes: {
    children: textControl('The text.'),
    placement: choiceControl(['top', 'bottom', 'start', 'end'], 'Side of the trigger it prefers.'),
  },
  args: { children: 'Receipt not available for failed payments' },
});

/**
 * Opened by focus after layout: one open from the first render is placed before its trigger has a size.
 * React Aria places a tooltip once, so nothing may move its trigger after that: the story brings its own
 * padding instead of the catalog's, which comes with a class on the body (`layout: 'padded'`) that
 * Storybook sets while the story mounts.
 */
export const OnIconButton = meta.story({
  parameters: { layout: 'none' },
  decorators: [(Story) => <div style={{ padding: '64px 16px 48px' }}>{Story()}</div>],
  render: (args) => (
    <TooltipTrigger>
      <Button variant="ghost" size="sm" aria-label="Download receipt">
        <DownloadIcon />
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download receipt' })).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(String(args.children));
  },
});
