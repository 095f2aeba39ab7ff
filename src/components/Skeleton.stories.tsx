import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
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
    <SkeletonGroup label="Loading bid summary...">
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
