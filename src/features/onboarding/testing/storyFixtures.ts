import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  type DraftSecrets,
  type OnboardingDraft,
  clearDraft,
  getDraft,
  updateDraft,
  updateSecrets,
} from '../draft/onboardingDraft';
import { NO_INSURANCE } from '../insurance';

/** A draft as far as the end of onboarding, for "filled" stories. */
export const FILLED_DRAFT: Partial<OnboardingDraft> = {
  account: { full_name: 'Maria Lopez', email: 'maria@lonestarpaving.com', acceptedTerms: true },
  company: {
    company_name: 'Lone Star Paving LLC',
    company_website: 'lonestarpaving.com',
    no_of_employees: '11-50',
    year_in_business: 8,
    target_contract_size: '75000-500000',
    state: 44,
  },
  geographic_coverage: { region: 'South', states: [44, 37] },
  industry_categories: [1],
  naics_codes: [{ code: '237310', title: 'Highway, Street, and Bridge Construction' }],
  unspsc_codes: [],
  solicitation_types: [3],
  insurance_data: { ...NO_INSURANCE, workers_compensation: true, general_liability: true },
  insurance_amounts: {
    general_liability_amount: '2,000,000',
    auto_liability_amount: '',
    medical_professional_amount: '',
    environmental_amount: '',
    cybersecurity_amount: '',
  },
  extra_data: {
    certifications: ['HUBZone'],
    bonding_capacity: '5,000,000',
    uei_number: 'J7M9HPTGJ1S9',
    cage_code: '7XK42',
    notes: '',
  },
};

export const FILLED_SECRETS: DraftSecrets = {
  password: 'Paving@2026',
  passwordConfirmation: 'Paving@2026',
  feinOrSsn: '74-1234567',
};

/** A story's `beforeEach`: starts from `draft` and clears it afterwards, so stories never leak into each other. */
export function withDraft(draft: Partial<OnboardingDraft> = {}, secrets?: DraftSecrets) {
  return () => {
    clearDraft();
    updateDraft({ ...getDraft(), ...draft });
    if (secrets) updateSecrets(secrets);
    return () => clearDraft();
  };
}

/** Fake-backend answers for the saving and signup calls. */
export const onboardingStoryHandlers = {
  saveSucceeds: http.put('*/api/auth/onboarding/', () => HttpResponse.json({})),
  saveNeverAnswers: http.put('*/api/auth/onboarding/', () => delay('infinite')),
  saveFails: http.put('*/api/auth/onboarding/', () =>
    HttpResponse.json({ detail: 'The service is busy. Please try again in a minute.' }, { status: 503 }),
  ),
  signupNeverAnswers: http.post('*/api/auth/signup/', () => delay('infinite')),
  emailTaken: http.post('*/api/auth/signup/', () =>
    HttpResponse.json({ email: ['An account with this email already exists.'] }, { status: 400 }),
  ),
  emailCheckNeverAnswers: http.post('*/api/auth/validate-email/', () => delay('infinite')),
  verifyNeverAnswers: http.post('*/api/auth/verify-otp/', () => delay('infinite')),
  resendSucceeds: http.post('*/api/auth/resend-otp/', () =>
    HttpResponse.json({ detail: 'OTP sent successfully!' }),
  ),
  changeEmailSucceeds: http.post('*/api/auth/verification-email/', () =>
    HttpResponse.json({ detail: 'We sent a 6-digit code to the new address.' }),
  ),
  codeExpired: http.post('*/api/auth/verify-otp/', () =>
    HttpResponse.json(
      { detail: 'OTP has expired. Please request a new one.', code: 'otp_expired' },
      { status: 410 },
    ),
  ),
};

type StoryCanvas = ReturnType<typeof within>;

/**
 * What the stories of every saving step (geographic coverage to extra data) share: the meta (full screen
 * at the step's path, an empty draft, saves answered), Filled, Submitting, and ServerError.
 */
export const savingStepStories = {
  meta: (path: string) => ({
    parameters: {
      layout: 'fullscreen' as const,
      router: { initialEntries: [path] },
      msw: { handlers: [onboardingStoryHandlers.saveSucceeds] },
    },
    beforeEach: withDraft(),
  }),
  /** The step opened on a filled draft: `expectFilled` finds the answers on screen. */
  Filled: (expectFilled: (canvas: StoryCanvas) => Promise<void>) => ({
    beforeEach: withDraft(FILLED_DRAFT),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectFilled(within(canvasElement));
    },
  }),
  /** Continue on a filled step whose save never answers. */
  Submitting: {
    beforeEach: withDraft(FILLED_DRAFT),
    parameters: { msw: { handlers: [onboardingStoryHandlers.saveNeverAnswers] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    },
  },
  /** The save fails: the message shows, and `expectKept` finds the answers still there. */
  ServerError: (expectKept: (canvas: StoryCanvas) => Promise<void>) => ({
    beforeEach: withDraft(FILLED_DRAFT),
    parameters: { msw: { handlers: [onboardingStoryHandlers.saveFails] } },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is busy.');
      await expectKept(canvas);
    },
  }),
};
