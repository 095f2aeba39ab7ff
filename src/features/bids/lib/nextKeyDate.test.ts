import { describe, expect, it } from 'vitest';
import { formatKeyDateTime, keyDateKindLabel, mandatoryMeetingBadgeText } from './nextKeyDate';

const NOW = new Date('2026-03-09T12:00:00Z');
const meeting = (at: string, mandatory = true) =>
  ({ kind: 'pre_bid_meeting', at, time_zone: 'America/Chicago', mandatory }) as const;

describe('next key date', () => {
  it('reads the date and time in the zone the solicitation states, naming the zone', () => {
    expect(formatKeyDateTime('2026-03-12T15:00:00Z', 'America/Chicago')).toBe('03/12/26, 10:00 AM CDT');
    expect(formatKeyDateTime('2026-03-02T15:00:00Z', 'America/Chicago')).toBe('03/02/26, 9:00 AM CST');
    expect(keyDateKindLabel('submission_due')).toBe('Bids due');
  });

  it('says nothing for a missing date, an unreadable date or an unknown zone', () => {
    expect(formatKeyDateTime('soon', 'America/Chicago')).toBeNull();
    expect(formatKeyDateTime('2026-03-12T15:00:00Z', 'Mars/Olympus_Mons')).toBeNull();
  });

  it('badges a mandatory pre-bid meeting within 7 days, counting part of a day as a day', () => {
    expect(mandatoryMeetingBadgeText(meeting('2026-03-10T11:00:00Z'), NOW)).toBe(
      'Mandatory pre-bid meeting in 1 day',
    );
    expect(mandatoryMeetingBadgeText(meeting('2026-03-12T15:00:00Z'), NOW)).toBe(
      'Mandatory pre-bid meeting in 4 days',
    );
    expect(mandatoryMeetingBadgeText(meeting('2026-03-16T12:00:00Z'), NOW)).toBe(
      'Mandatory pre-bid meeting in 7 days',
    );
  });

  it('does not badge a meeting that is optional, past, or more than 7 days away, or another date', () => {
    expect(mandatoryMeetingBadgeText(meeting('2026-03-12T15:00:00Z', false), NOW)).toBeNull();
    expect(mandatoryMeetingBadgeText(meeting('2026-03-08T15:00:00Z'), NOW)).toBeNull();
    expect(mandatoryMeetingBadgeText(meeting('2026-03-17T15:00:00Z'), NOW)).toBeNull();
    expect(
      mandatoryMeetingBadgeText({ ...meeting('2026-03-10T15:00:00Z'), kind: 'submission_due' }, NOW),
    ).toBeNull();
  });
});
