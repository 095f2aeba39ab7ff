import { HttpResponse, http } from 'msw';
import {
  getGetProfileResponseMock,
  getUpdateOnboardingResponseMock,
} from '@/api/generated/endpoints/auth/auth.msw';
import type { State } from './types';

/** A few states in three regions, enough for the state pickers (ids as in the fake backend). */
export const TEST_STATES: State[] = [
  { id: 10, name: 'Florida', code: 'FL', region: 'South' },
  { id: 36, name: 'Ohio', code: 'OH', region: 'Midwest' },
  { id: 44, name: 'Texas', code: 'TX', region: 'South' },
  { id: 5, name: 'California', code: 'CA', region: 'West' },
  { id: 14, name: 'Illinois', code: 'IL', region: 'Midwest' },
];

export const statesHandler = http.get('*/api/auth/states/', () => HttpResponse.json(TEST_STATES));

/** Answers PUT /auth/onboarding/ with `status` (the contract's Profile on success), recording each body sent. */
export function onboardingSaveHandler(sent: unknown[], status = 200) {
  return http.put('*/api/auth/onboarding/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    if (status !== 200)
      return HttpResponse.json({ detail: 'The server could not save this step.' }, { status });
    // The saved profile, as the server would return it: the sections sent replace the stored ones.
    const { completed_step: _step, ...sections } = body;
    const profile = getUpdateOnboardingResponseMock();
    return HttpResponse.json({ ...profile, profile: { ...profile.profile, ...sections } });
  });
}

/** GET /auth/profile/ for a freshly signed-up user (not verified yet), with `overrides`. */
export function profileHandler(overrides: Partial<ReturnType<typeof getGetProfileResponseMock>> = {}) {
  return http.get('*/api/auth/profile/', () =>
    HttpResponse.json({
      ...getGetProfileResponseMock(),
      email: 'maria@lonestarpaving.com',
      is_email_verified: false,
      onboarding_step: 'email-verification',
      ...overrides,
    }),
  );
}
