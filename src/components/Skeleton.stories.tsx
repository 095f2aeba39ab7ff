import { Skeleton, SkeletonGroup } from './Skeleton';
import {
  choiceControl,
  componentGuide,
  numberControl,
  textControl,
  variantOverview,
} from './testing/storyDocs';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: componentGuide({
    summary:
      'Grey shapes where content is loading, inside a SkeletonGroup that tells screen readers what is loading. Shape them like the content they stand for.',
    variants: {
      text: 'lines of text (a description).',
      block: 'a card, an image or a chart.',
      circle: 'an avatar or an icon.',
      'Spinner (States)': 'a short wait inside a button or a small area; Button has isPending.',
    },
    dos: [
      'Shape the placeholders like the content they stand for (three cards on the bid summary).',
      'One SkeletonGroup around them, labelled with what loads ("Loading bid summary…").',
    ],
    donts: [
      'Skeletons while an action runs (saving): use the Button’s pending state.',
      'Leave skeletons up after a failure: show ErrorState with Retry.',
    ],
  }),
  argTypes: {
    shape: choiceControl(
      ['text', 'block', 'circle'],
      'Lines of text, a rectangle (card, image) or a circle (avatar).',
    ),
    lines: numberControl('How many lines of text.'),
    width: textControl('Any CSS width.'),
    height: textControl('Any CSS height.'),
  },
});

/** Every variant side by side, each under its caption. */
export const Overview = meta.story(
  variantOverview(
    () => ({
      'Text lines': TextLines,
      Block: { args: { shape: 'block', height: 96 }, decorators: TextLines.input.decorators },
      Circle: { args: { shape: 'circle' }, decorators: TextLines.input.decorators },
      'Cards, as they load': Cards,
    }),
    { columnWidth: '16rem' },
  ),
);

export const TextLines = meta.story({
  args: { lines: 3 },
  decorators: [(Story) => <SkeletonGroup>{Story()}</SkeletonGroup>],
});

/** Three placeholder cards, as on the bid summary page while it loads. */
export const Cards = meta.story({
  render: () => (
    <SkeletonGroup label="Loading bid summary…">
      {[1, 2, 3].map((card) => (
        <div
          key={card}
          style={{
            display: 'grid',
            gap: 12,
            padding: 16,
            border: '1px solid var(--bl-color-border)',
            borderRadius: 8,
          }}
        >
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Skeleton shape="circle" />
            <Skeleton width="40%" height="1.2em" />
          </div>
          <Skeleton lines={3} />
          <Skeleton shape="block" height={96} />
        </div>
      ))}
    </SkeletonGroup>
  ),
});
