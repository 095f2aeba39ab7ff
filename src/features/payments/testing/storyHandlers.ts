import { HttpResponse, delay, http } from 'msw';
import { testPlans, testProfile } from './fixtures';

/** MSW answers the payment stories use to reach each screen state without the card provider. */
export const storyHandlers = {
  plans: http.get('*/api/auth/plans/', () => HttpResponse.json(testPlans)),
  plansNeverLoad: http.get('*/api/auth/plans/', () => delay('infinite')),
  plansFail: http.get('*/api/auth/plans/', () =>
    HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
  ),
  profile: (onboardingStep: string | null, planCode = '001') =>
    http.get('*/api/auth/profile/', () => HttpResponse.json(testProfile(onboardingStep, planCode))),
  buyPlanNeverAnswers: http.post('*/api/auth/plans/buy-plan/', () => delay('infinite')),
  buyPlanRefused: http.post('*/api/auth/plans/buy-plan/', () =>
    HttpResponse.json(
      { amount: ['The Starter plan costs $49.00 (monthly); refresh the page and try again.'] },
      { status: 400 },
    ),
  ),
  intent: (status: string, declineReason: string | null = null) =>
    http.get('*/__mock/stripe/payment_intents/:id', ({ params }) =>
      HttpResponse.json({
        id: params.id,
        status,
        amount: 4900,
        last_payment_error: declineReason ? { code: 'card_declined', message: declineReason } : null,
      }),
    ),
  intentNeverAnswers: http.get('*/__mock/stripe/payment_intents/:id', () => delay('infinite')),
  intentMissing: http.get('*/__mock/stripe/payment_intents/:id', () =>
    HttpResponse.json({ detail: 'No such payment_intent.' }, { status: 404 }),
  ),
  confirm: (status: string, declineReason: string | null = null) =>
    http.post('*/__mock/stripe/payment_intents/:id/confirm', ({ params }) =>
      HttpResponse.json({
        id: params.id,
        status,
        last_payment_error: declineReason ? { code: 'card_declined', message: declineReason } : null,
      }),
    ),
  confirmNeverAnswers: http.post('*/__mock/stripe/payment_intents/:id/confirm', () => delay('infinite')),
  acknowledge: (status: string) =>
    http.post('*/api/auth/plans/buy-plan/acknowledge/', () => HttpResponse.json({ status })),
  acknowledgeNeverAnswers: http.post('*/api/auth/plans/buy-plan/acknowledge/', () => delay('infinite')),
  acknowledgeRefused: http.post('*/api/auth/plans/buy-plan/acknowledge/', () =>
    HttpResponse.json({ detail: 'Payment not found.' }, { status: 404 }),
  ),
};
