/** How many bids a search would bring, as the save dialog says it, from the preview's 30-day count. */
export function weeklyRateText(matchedLast30Days: number, weeklyRate: number): string {
  if (matchedLast30Days === 0) return 'No bids matched in the last 30 days';
  const perWeek = Math.round(weeklyRate);
  if (perWeek < 1) return 'Fewer than 1 new bid a week';
  return `About ${perWeek.toLocaleString('en-US')} new ${perWeek === 1 ? 'bid' : 'bids'} a week`;
}

/** The count the weekly rate is worked out from. */
export function matchedText(matchedLast30Days: number): string {
  const count = matchedLast30Days.toLocaleString('en-US');
  return `${count} matching ${matchedLast30Days === 1 ? 'bid' : 'bids'} opened in the last 30 days.`;
}
