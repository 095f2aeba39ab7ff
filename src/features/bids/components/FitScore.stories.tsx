import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FitReason } from '../api/useDashboardData';
import { FitReasonsList } from './FitReasons';
import { FitBadge, FitScoreButton, FitSummary } from './FitScore';
import preview from '#.storybook/preview';

const REASONS: FitReason[] = [
  { factor: 'state', text: 'In Virginia, one of your states', points: 30, max_points: 30 },
  {
    factor: 'industry',
    text: 'Janitorial Services: matches Janitorial & Custodial',
    points: 25,
    max_points: 25,
  },
  { factor: 'contract_size', text: 'Above your target contract size', points: 5, max_points: 20 },
  { factor: 'set_aside', text: 'Set aside for WOSB, which you do not hold', points: 0, max_points: 10 },
  { factor: 'entity_type', text: 'County bids are in your plan', points: 5, max_points: 5 },
  { factor: 'time_left', text: '9 days left to prepare', points: 5, max_points: 15 },
  {
    factor: 'requirements',
    text: '2 requirements to check yourself',
    points: 8,
    max_points: 15,
  },
];

const NOT_ELIGIBLE_BID = {
  id: 3,
  bid_name: 'Custodial Services at Lincoln Elementary',
  fit_score: 63,
  fit_reasons: REASONS,
  eligibility: {
    eligible: false,
    reasons: [
      'Set aside for SDVOSB, which you do not hold',
      'Requires $2,000,000 general liability; you told us $1,000,000',
    ],
  },
};

const meta = preview.meta({
  title: 'Features/Bids/Fit score',
  component: FitScoreButton,
  args: {
    bid: {
      id: 1,
      bid_name: 'Janitorial Services for Municipal Buildings',
      fit_score: 70,
      fit_reasons: REASONS,
    },
  },
});

/** A result's score opens its reasons, each marked in words as well as by its icon. */
export const WhyItScores = meta.story({
  play: async ({ canvas, canvasElement }) => {
    // Named by its text first (label in name): axe's label-content-name-mismatch checks it.
    await userEvent.click(
      canvas.getByRole('button', {
        name: '70 Fair fit: why, for Janitorial Services for Municipal Buildings',
      }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Why it scores 70',
    });
    // In the document at once; visible once the popover has faded in.
    await waitFor(() => expect(within(dialog).getByText('Above your target contract size')).toBeVisible());
    await expect(within(dialog).getAllByRole('listitem')[3]).toHaveTextContent(
      'Does not fit: Set aside for WOSB, which you do not hold, 0/10 points',
    );
    await userEvent.keyboard('{Escape}');
  },
});

/** The three bands: strong, fair and weak, in words; and a bid the company cannot bid on, without a band. */
export const Badges = meta.story({
  render: () => (
    <p style={{ display: 'flex', gap: 16 }}>
      <FitBadge score={90} />
      <FitBadge score={60} />
      <FitBadge score={20} />
      <FitBadge score={85} eligibility={{ eligible: false, reasons: ['Sole source'] }} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Strong fit')).toBeVisible();
    await expect(canvas.getByText('Fair fit')).toBeVisible();
    await expect(canvas.getByText('Weak fit')).toBeVisible();
    await expect(canvas.getByText('Not eligible')).toBeVisible();
    await expect(canvas.queryByText('85')).not.toBeInTheDocument();
  },
});

/**
 * Eligibility before fit: a bid set aside for a certification the company does not hold says "Not
 * eligible" with its first reason, never a band; the badge opens every reason and the fit otherwise.
 */
export const NotEligible = meta.story({
  args: { bid: NOT_ELIGIBLE_BID },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Set aside for SDVOSB, which you do not hold (and 1 more)')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Not eligible: why, for Custodial Services at Lincoln Elementary',
      }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Why you cannot bid as it stands',
    });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Requires $2,000,000 general liability; you told us $1,000,000'),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByText('Its fit otherwise: 63 of 100')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
});

/** The breakdown as the summary shows it. */
export const Breakdown = meta.story({
  render: () => <FitReasonsList reasons={REASONS} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(7);
  },
});

/** The summary's fit for a bid the company cannot bid on: the reasons first, then its fit otherwise. */
export const SummaryNotEligible = meta.story({
  render: () => <FitSummary bid={NOT_ELIGIBLE_BID} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not eligible')).toBeVisible();
    await expect(canvas.getByText('Its fit otherwise: 63 of 100, from your company profile')).toBeVisible();
    await expect(canvas.getByText('Set aside for SDVOSB, which you do not hold')).toBeVisible();
  },
});

/** No score from the API (a tracked-bid list): nothing is shown. */
export const NoScore = meta.story({
  args: { bid: { id: 2, bid_name: 'Unscored bid' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
});
