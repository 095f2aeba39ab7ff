import { expect } from 'storybook/test';
import { EmailViewer } from '@mocks/dev-panel/EmailViewer';
import { renderDigestEmail } from '@mocks/store/alert-email';
import '@mocks/dev-panel/dev-panel.css';
import preview from '#.storybook/preview';

type AlertDigest = Parameters<typeof renderDigestEmail>[0];

/**
 * The alert digest email the fake backend sends (docs/alert-email.md is its reference for the real
 * backend): one bid matched by two searches listed once, a moved deadline, a bid closing soon, the cap
 * reached, and a bid name carrying markup, which the email shows as text.
 */
const digest: AlertDigest = {
  generated_at: '2026-11-27T06:00:00Z',
  since: '2026-11-26T06:00:00Z',
  cap: 3,
  total_new: 6,
  more_count: 3,
  searches: [
    {
      saved_filter_id: 3,
      saved_filter_name: 'Texas road work',
      new_count: 2,
      bids: [
        {
          bid: {
            id: 5012,
            bid_id: 'BL-26-005012',
            bid_name: 'FM 1960 Road Resurfacing and Pavement Markings',
            agency_name: 'Harris County Engineering Department',
            state: 'TX',
            open_date: '2026-11-26T14:00:00Z',
            closing_date: '2026-12-18T21:00:00Z',
          },
          also_matches: ['Harris County'],
        },
        {
          bid: {
            id: 5013,
            bid_id: 'BL-26-005013',
            bid_name: 'Culvert Repair <script>alert("x")</script> Phase 2',
            agency_name: 'Texas Department of Transportation',
            state: 'TX',
            open_date: '2026-11-26T15:00:00Z',
            closing_date: '2026-12-21T21:00:00Z',
          },
          also_matches: [],
        },
      ],
    },
    {
      saved_filter_id: 4,
      saved_filter_name: 'Harris County',
      new_count: 4,
      bids: [
        {
          bid: {
            id: 5020,
            bid_id: 'BL-26-005020',
            bid_name: 'Janitorial Services for County Annex Buildings',
            agency_name: 'Harris County Facilities',
            state: 'TX',
            open_date: '2026-11-26T16:00:00Z',
            closing_date: null,
          },
          also_matches: [],
        },
      ],
    },
  ],
  changed_followed: [
    {
      bid: {
        id: 4100,
        bid_id: 'BL-26-004100',
        bid_name: 'Westpark Tollway Signage Replacement',
        agency_name: 'Harris County Toll Road Authority',
        state: 'TX',
        open_date: '2026-11-01T14:00:00Z',
        closing_date: '2026-12-11T21:00:00Z',
      },
      changes: [
        {
          field: 'closing_date',
          summary: 'Closing date moved',
          before: '2026-12-04T21:00:00Z',
          after: '2026-12-11T21:00:00Z',
          amended_at: '2026-11-27T05:05:00Z',
        },
      ],
    },
  ],
  closing_soon: [
    {
      id: 3990,
      bid_id: 'BL-26-003990',
      bid_name: 'Bridge Inspection Services',
      agency_name: 'City of Houston Public Works',
      state: 'TX',
      open_date: '2026-10-20T14:00:00Z',
      closing_date: '2026-11-29T21:00:00Z',
    },
  ],
};

const email = renderDigestEmail(digest, { appUrl: 'https://app.bidlantern.example', frequency: 'daily' });

/** The HTML part's body as a mail client shows it (the catalog audits it here; in the mailbox it is framed). */
function DigestEmail() {
  return <div dangerouslySetInnerHTML={{ __html: email.bodyHtml }} />;
}

const meta = preview.meta({
  title: 'Mock tools/Alert digest email',
  component: DigestEmail,
});

export const HtmlPart = meta.story({
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'BidLantern alerts: 6 new bids, 1 followed bid changed, 1 closing soon',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'FM 1960 Road Resurfacing and Pavement Markings' }),
    ).toHaveAttribute('href', 'https://app.bidlantern.example/summary/5012');
    await expect(canvas.getByText('Also matches: Harris County')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Culvert Repair <script>alert("x")</script> Phase 2' }),
    ).toBeVisible();
    await expect(canvas.getByText('Closing date moved from 12/04/26 to 12/11/26')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '3 more on your dashboard' })).toHaveAttribute(
      'href',
      'https://app.bidlantern.example/dashboard',
    );
  },
});

export const InTheMailbox = meta.story({
  render: () => (
    <div className="bl-devpanel" style={{ position: 'static', maxWidth: '42rem' }}>
      <EmailViewer subject={email.subject} html={email.html} text={email.text} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const frame = canvas.getByTitle(`Email: ${email.subject}`);
    await expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    await userEvent.click(canvas.getByRole('button', { name: 'Plain-text part' }));
    await expect(canvas.getByRole('button', { name: 'Plain-text part' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText(/Closing date moved from 12\/04\/26 to 12\/11\/26/)).toBeVisible();
    await expect(canvas.getByText(/https:\/\/app\.bidlantern\.example\/summary\/5012/)).toBeVisible();
  },
});
