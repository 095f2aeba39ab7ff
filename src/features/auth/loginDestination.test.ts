import { describe, expect, it } from 'vitest';
import { loginDestination } from './loginDestination';

describe('loginDestination', () => {
  it('returns to the page a guard sent the user away from', () => {
    const state = { from: { pathname: '/dashboard/bookmarkBids', search: '?page=2', hash: '' } };
    expect(loginDestination(state, 'plan')).toBe('/dashboard/bookmarkBids?page=2');
  });

  it('ignores a return path on another origin', () => {
    expect(loginDestination({ from: '//evil.example/steal' }, null)).toBe(
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
  });

  it('continues onboarding when a step is unfinished', () => {
    expect(loginDestination(undefined, 'geographic-coverage')).toBe('/geographic-coverage');
  });

  it('opens the dashboard when onboarding is complete', () => {
    expect(loginDestination(null, null)).toBe(
      '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date',
    );
  });
});
