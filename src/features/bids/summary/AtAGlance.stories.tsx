import { expect, userEvent, within } from 'storybook/test';
import {
  PRE_BID_MEETING_QUOTE,
  SAMPLE_KEY_DATES,
  SAMPLE_REQUIREMENTS,
  briefBid,
  sampleKeyDate,
} from '../testing/briefFixtures';
import { AtAGlance } from './AtAGlance';
import './BidSummaryScreen.css';
import preview from '#.storybook/preview';

const meta = preview.meta({
  title: 'Features/Bids/Bid summary/At a glance',
  component: AtAGlance,
  args: { bid: briefBid() },
  decorators: [
    (Story) => (
      <div className="bid-summary" style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
});

/** Every key date and one requirement of each status: what the company does not meet comes first. */
export const FullBrief = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'At a glance' });
    const dates = within(card).getAllByRole('listitem').slice(0, SAMPLE_KEY_DATES.length);
    await expect(dates[0]).toHaveTextContent('Passed');
    await expect(dates[1]).toHaveTextContent(/Pre-bid meeting\s*Mandatory\s*Next/);
    await expect(dates[1]).toHaveTextContent(/C[SD]T/);
    await userEvent.click(within(dates[1] as HTMLElement).getByText('Source'));
    await expect(within(dates[1] as HTMLElement).getByText(PRE_BID_MEETING_QUOTE)).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Add to calendar: Pre-bid meeting' }),
    ).toBeInTheDocument();
  },
});

export const MeetsARequirement = meta.story({
  args: { bid: briefBid({ requirements: [SAMPLE_REQUIREMENTS.meets] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meets')).toBeInTheDocument();
    await expect(canvas.getByText('Your bonding capacity of $2,500,000 covers it')).toBeInTheDocument();
  },
});

export const ARequirementToCheck = meta.story({
  args: { bid: briefBid({ requirements: [SAMPLE_REQUIREMENTS.check] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Check')).toBeInTheDocument();
  },
});

/** The reason quotes the requirement and the company's own answer; the source says where it is written. */
export const DoesNotMeetARequirement = meta.story({
  args: { bid: briefBid({ requirements: [SAMPLE_REQUIREMENTS.does_not_meet] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Does not meet')).toBeInTheDocument();
    await expect(
      canvas.getByText('Requires $2,000,000 general liability; you told us $1,000,000'),
    ).toBeInTheDocument();
    const requirement = canvas.getByText('Does not meet').closest('li') as HTMLElement;
    await userEvent.click(within(requirement).getByText('Source'));
    await expect(within(requirement).getByText('Insurance Requirements - 26-0142.pdf, page 2')).toBeVisible();
    // The requirement whole at the window's foot: where focusing its Source scrolled to depended on
    // whether the page had finished growing when it was clicked.
    requirement.scrollIntoView({ block: 'end' });
    await expect(canvas.getByRole('link', { name: 'Change what we match on' })).toHaveAttribute(
      'href',
      '/user-profile#what-we-match-on',
    );
  },
});

/** An amendment moved the meeting: the new date, and the old one struck through. */
export const AmendedDate = meta.story({
  args: {
    bid: briefBid({
      key_dates: [
        sampleKeyDate({
          kind: 'pre_bid_meeting',
          at: '2030-03-19T15:00:00Z',
          previous_at: '2030-03-12T15:00:00Z',
          sequence: 1,
          location: 'Harris County Engineering, Room 500',
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Tue, Mar 19, 2030, 10:00\sAM CDT$/)).toBeInTheDocument();
    const old = canvas.getByText(/^Tue, Mar 12, 2030, 10:00\sAM CDT$/);
    await expect(old.tagName).toBe('DEL');
  },
});

/** A brief that could read nothing says so, instead of an empty card. */
export const KnowsNothing = meta.story({
  args: { bid: briefBid({ key_dates: [], requirements: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/We could not find any key dates or requirements in this solicitation/),
    ).toBeInTheDocument();
  },
});

/** Dates but no requirements: each part says what it does not know. */
export const DatesOnly = meta.story({
  args: { bid: briefBid({ requirements: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('We could not find any requirements in this solicitation.'),
    ).toBeInTheDocument();
  },
});
