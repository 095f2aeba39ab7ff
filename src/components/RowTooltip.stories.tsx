import { useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookmarkIcon, EyeOffIcon } from './icons';
import { RowIconButton } from './RowIconButton';
import { RowTooltip } from './RowTooltip';
import { componentGuide } from './testing/storyDocs';
import preview from '#.storybook/preview';

const ROWS = ['Road resurfacing', 'Janitorial services', 'School roof repair'];

/** Three rows of icon buttons, their "Not for us" tooltips drawn by one RowTooltip. */
function RowsWithTooltips({ onPress }: { onPress: () => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={listRef} style={{ display: 'grid', gap: 8, padding: '3rem 1rem' }}>
      <RowTooltip listRef={listRef} />
      {ROWS.map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ minWidth: '12rem' }}>{name}</span>
          <RowIconButton aria-label={`Bookmark ${name}`} isPressed={false} onPress={onPress}>
            <BookmarkIcon />
          </RowIconButton>
          <RowIconButton aria-label={`Not for us: ${name}`} tooltip="Not for us" onPress={onPress}>
            <EyeOffIcon size={20} />
          </RowIconButton>
        </div>
      ))}
    </div>
  );
}

const meta = preview.meta({
  title: 'Components/RowTooltip',
  component: RowsWithTooltips,
  parameters: componentGuide({
    summary:
      "One tooltip for a list's rows of icon buttons (RowIconButton's `tooltip`): shown on hover after a rest and on keyboard focus, hidden by Esc, a press, blur or leaving, as TooltipTrigger's. For a single control use TooltipTrigger.",
    dos: [
      'Put one RowTooltip in the list and give each RowIconButton its `tooltip`.',
      'Use the same words as the button’s name ("Not for us").',
    ],
    donts: [
      'A TooltipTrigger in every row of a long list.',
      'A tooltip for a row control that has a visible label.',
    ],
  }),
  args: { onPress: fn() },
});

export const Default = meta.story();

/** Keyboard focus shows the focused row's tooltip at once and describes the button with it; Esc hides it. */
export const ShownOnKeyboardFocus = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Not for us: Road resurfacing' });
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Not for us');
    await expect(button).toHaveAccessibleDescription('Not for us');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
});
