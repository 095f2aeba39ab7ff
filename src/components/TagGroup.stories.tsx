import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TagGroup, type TagItem } from './TagGroup';
import { codeOnly, componentGuide, textControl, variantOverview } from './testing/storyDocs';
import preview from '#.storybook/preview';

const STATES: TagItem[] = [
  { id: 'TX', label: 'Texas' },
  { id: 'OH', label: 'Ohio' },
  { id: 'CA', label: 'California' },
];

/** Removing a tag takes it out of the list the screen owns. */
function ChosenStates({ label }: { label?: string }) {
  const [chosen, setChosen] = useState(STATES);
  return (
    <TagGroup
      label={label}
      aria-label={label ? undefined : 'Chosen states'}
      items={chosen}
      onRemove={(keys) => setChosen((current) => current.filter((item) => !keys.has(item.id)))}
    />
  );
}

const meta = preview.meta({
  title: 'Components/TagGroup',
  component: TagGroup,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'The choices made so far, as removable tags (chosen states, industries): remove with the button or Delete. For choosing them use Select, ComboBox or Checkbox.',
    variants: {
      'aria-label only':
        'the tags sit under a control that already names them (chosen states under the picker).',
      label: 'the tags stand on their own and need a visible name.',
    },
    dos: [
      'Label each tag with the name the user chose ("Texas"): its button then reads "Remove Texas".',
      'Put the tags next to the control that adds them.',
    ],
    donts: [
      'Tags for values the user cannot remove: show plain text.',
      'TagGroup to choose values: choose in Select, ComboBox, Checkbox or CodePicker.',
    ],
  }),
  argTypes: {
    label: textControl('Visible label above the tags (else give an aria-label).'),
    'aria-label': textControl('Names the group when there is no visible label.'),
    items: codeOnly('The tags ({ id, label }).'),
  },
  args: { 'aria-label': 'Chosen states', items: STATES, onRemove: () => {} },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(() => ({ 'Named for screen readers': Default, 'With a visible label': WithVisibleLabel }), {
    columnWidth: '18rem',
  }),
);

export const Default = meta.story();

export const WithVisibleLabel = meta.story({ args: { label: 'Chosen states', 'aria-label': undefined } });

/** Remove by keyboard (arrows move between tags, Delete removes the focused one), then by the button. */
export const RemovesByKeyboardAndButton = meta.story({
  render: () => <ChosenStates />,
  play: async ({ canvas }) => {
    const tags = canvas.getByRole('grid', { name: 'Chosen states' });

    await userEvent.tab();
    await expect(within(tags).getByRole('row', { name: 'Texas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(tags).getByRole('row', { name: 'Ohio' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(tags).not.toHaveTextContent('Ohio');

    await userEvent.click(within(tags).getByRole('button', { name: 'Remove California' }));
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Texas']);
  },
});
