import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '@/features/marketing/routes/HomePage';
import RegisterPage from '@/features/onboarding/routes/RegisterPage';
import { ONBOARDING_MINUTES } from '@/lib/onboardingSteps';
import { renderRoute } from '@/testing/renderRoute';

/** The number of minutes a text promises ("about 9 minutes"), or null when it names none in figures. */
function minutesIn(text: string | null): number | null {
  const match = /about (\d+) minutes?/i.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

describe('the onboarding time estimate', () => {
  it('is the same on the home page as on the first step of onboarding', () => {
    const home = renderRoute('/', HomePage);
    const promised = minutesIn(screen.getByText(/minutes in all/).textContent);
    home.unmount();

    renderRoute('/register', RegisterPage);
    const counted = minutesIn(screen.getByText(/minutes left/).textContent);

    expect(promised).toBe(ONBOARDING_MINUTES);
    expect(counted).toBe(ONBOARDING_MINUTES);
  });
});
