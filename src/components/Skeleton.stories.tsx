import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { choiceControl, numberControl, textControl, whenToUse } from './storyDocs';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: whenToUse(
    'Grey shapes where content is loading, inside a SkeletonGroup that tells screen readers what is loading. Shape them like the content they stand for.',
  ),
  argTypes: {
    shape: choiceControl(
      ['text', 'block', 'circle'],
      'Lines of text, a rectangle (card, image) or a circle (avatar).',
    ),
    lines: numberControl('How many lines of text.'),
    width: textControl('Any CSS width.'),
    height: textControl('Any CSS height.'),
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { lines: 3 },
  decorators: [(Story) => <SkeletonGroup>{Story()}</SkeletonGroup>],
};

/** Three placeholder cards, as on the bid summary page while it loads. */
export const Cards: Story = {
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
};
