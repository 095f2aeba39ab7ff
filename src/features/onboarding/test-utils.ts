import { HttpResponse, http } from 'msw';

/** A few states, enough for the state pickers (ids as in the fake backend). */
export const TEST_STATES = [
  { id: 10, name: 'Florida', code: 'FL', region: 'South' },
  { id: 36, name: 'Ohio', code: 'OH', region: 'Midwest' },
  { id: 44, name: 'Texas', code: 'TX', region: 'South' },
];

export const statesHandler = http.get('*/api/auth/states/', () => HttpResponse.json(TEST_STATES));

/** Answers PUT /auth/onboarding/ with `status`, recording each body sent. */
export function onboardingSaveHandler(sent: unknown[], status = 200) {
  return http.put('*/api/auth/onboarding/', async ({ request }) => {
    sent.push(await request.json());
    return status === 200
      ? HttpResponse.json({})
      : HttpResponse.json({ detail: 'The server could not save this step.' }, { status });
  });
}
