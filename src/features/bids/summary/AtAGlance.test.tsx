import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/download';
import {
  PRE_BID_MEETING_QUOTE,
  SAMPLE_KEY_DATES,
  SAMPLE_REQUIREMENTS,
  briefBid,
  sampleKeyDate,
} from '../testing/briefFixtures';
import { AtAGlance } from './AtAGlance';

vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }));

const card = () => screen.getByRole('region', { name: 'At a glance' });
const dateItems = () =>
  within(card())
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('glance__date'));
const requirementItems = () =>
  within(card())
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('glance__requirement'));

describe('At a glance', () => {
  it('shows each key date in the time zone of the solicitation with a countdown, marks past dates and stresses the next', () => {
    render(<AtAGlance bid={briefBid()} />);

    const [questions, meeting, visit, deadline] = dateItems();
    expect(dateItems()).toHaveLength(SAMPLE_KEY_DATES.length);
    expect(questions).toHaveTextContent('Questions due');
    expect(questions).toHaveTextContent('Passed');
    expect(questions).toHaveClass('glance__date--past');
    expect(meeting).toHaveTextContent(/Pre-bid meeting\s*Mandatory\s*Next/);
    expect(meeting).toHaveTextContent(/C[SD]T · In 3 days/);
    expect(meeting).toHaveTextContent('Harris County Engineering, 1001 Preston St, Room 500, Houston');
    expect(visit).toHaveTextContent(/Site visit\s*Optional/);
    expect(within(visit as HTMLElement).getByRole('link', { name: /^Join online/ })).toHaveAttribute(
      'href',
      'https://meet.example.gov/26-0142',
    );
    expect(deadline).toHaveTextContent('Bids due');
    expect(deadline).not.toHaveTextContent('Next');
    // A date that has passed cannot be added to a calendar any more.
    expect(within(questions as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('shows an amended date with the old one struck through', () => {
    render(
      <AtAGlance
        bid={briefBid({
          key_dates: [
            sampleKeyDate({
              kind: 'submission_due',
              at: '2030-03-19T19:00:00Z',
              previous_at: '2030-03-12T19:00:00Z',
              sequence: 1,
            }),
          ],
        })}
      />,
    );

    const [deadline] = dateItems();
    expect(deadline).toHaveTextContent(/Tue, Mar 19, 2030, 2:00\sPM CDT/);
    const struck = (deadline as HTMLElement).querySelector('del');
    expect(struck).toHaveTextContent(/Tue, Mar 12, 2030, 2:00\sPM CDT/);
    expect(deadline).toHaveTextContent('Moved by an amendment from');
  });

  it('lists the requirements as Meets, Check or Does not meet with why, what the company does not meet first', () => {
    render(<AtAGlance bid={briefBid()} />);

    const [first, second, third] = requirementItems();
    expect(first).toHaveTextContent('Does not meet');
    expect(first).toHaveTextContent('General liability insurance of at least $2,000,000');
    expect(first).toHaveTextContent('Requires $2,000,000 general liability; you told us $1,000,000');
    expect(second).toHaveTextContent(/^Check/);
    expect(third).toHaveTextContent(/^Meets/);
    expect(within(card()).getByRole('link', { name: 'Change what we match on' })).toHaveAttribute(
      'href',
      '/user-profile#what-we-match-on',
    );
  });

  it('shows the quoted sentence with its document and page only when asked', async () => {
    const user = userEvent.setup();
    render(<AtAGlance bid={briefBid({ requirements: [SAMPLE_REQUIREMENTS.does_not_meet] })} />);

    const [meeting] = dateItems().slice(1);
    const source = within(meeting as HTMLElement)
      .getByText('Source')
      .closest('details') as HTMLElement;
    expect(source).not.toHaveAttribute('open');
    await user.click(within(source).getByText('Source'));
    expect(source).toHaveAttribute('open');
    expect(within(source).getByText(PRE_BID_MEETING_QUOTE)).toBeInTheDocument();
    expect(within(source).getByText('Description')).toBeInTheDocument();

    const [requirement] = requirementItems();
    expect(requirement).toHaveTextContent('Insurance Requirements - 26-0142.pdf, page 2');
  });

  it('says plainly that the brief knows nothing when no date or requirement could be read', () => {
    render(<AtAGlance bid={briefBid({ key_dates: [], requirements: [] })} />);

    expect(card()).toHaveTextContent(
      'We could not find any key dates or requirements in this solicitation. Read its description and documents below before you bid.',
    );
    expect(within(card()).queryByRole('list')).toBeNull();
  });

  it('downloads a calendar file of the one date pressed, its builder loaded on the press', async () => {
    const user = userEvent.setup();
    render(<AtAGlance bid={briefBid()} />);

    await user.click(screen.getByRole('button', { name: 'Add to calendar: Pre-bid meeting' }));

    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [ics, fileName, type] = vi.mocked(downloadFile).mock.calls[0] ?? [];
    expect(fileName).toBe('BL-26-004213-pre-bid-meeting.ics');
    expect(type).toBe('text/calendar;charset=utf-8');
    expect(String(ics).match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(String(ics)).toContain('UID:BL-26-004213-pre_bid_meeting@bidlantern.app');
    expect(String(ics)).toContain('SEQUENCE:0');
  });
});
