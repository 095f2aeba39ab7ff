const READABLE_DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** 'Signup Time' shows last_login (docs/product/screens.md#profile-tab): "March 5, 2026 at 8:12 AM" in the user's time zone. */
export function formatSignupTime(lastLogin: string | null): string {
  if (!lastLogin) return 'Not recorded yet';
  const date = new Date(lastLogin);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : READABLE_DATE_TIME.format(date);
}
