import { expect } from 'storybook/test';
import { MeetingBadge } from './MeetingBadge';
import preview from '#.storybook/preview';

const NOW = new Date('2026-03-09T12:00:00Z');
const meeting = (at: string, mandatory = true) =>
  ({ kind: 'pre_bid_meeting', at, time_zone: 'America/Chicago', mandatory }) as const;

const meta = preview.meta({
  title: 'Features/Bids/Mandatory meeting badge',
  component: MeetingBadge,
  args: { next: meeting('2026-03-12T15:00:00Z'), now: NOW },
});

/** A result whose next date is a mandatory pre-bid meeting within a week: missing it disqualifies a bid. */
export const InThreeDays = meta.story({
  args: { next: meeting('2026-03-11T15:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mandatory pre-bid meeting in 3 days')).toBeVisible();
  },
});

/** Less than a day away still reads as a day, as the deadline countdown does. */
export const Tomorrow = meta.story({
  args: { next: meeting('2026-03-10T09:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mandatory pre-bid meeting in 1 day')).toBeVisible();
  },
});

/** An optional meeting, or one more than a week away, gets no badge. */
export const NoBadge = meta.story({
  render: () => (
    <p>
      <MeetingBadge next={meeting('2026-03-11T15:00:00Z', false)} now={NOW} />
      <MeetingBadge next={meeting('2026-03-20T15:00:00Z')} now={NOW} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Mandatory pre-bid meeting/)).not.toBeInTheDocument();
  },
});
