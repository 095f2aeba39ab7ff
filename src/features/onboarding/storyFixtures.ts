import { HttpResponse, delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  EMPTY_INSURANCE_DATA,
  type DraftSecrets,
  type OnboardingDraft,
  clearDraft,
  getDraft,
  updateDraft,
  updateSecrets,
} from './draft/onboardingDraft';

/** A draft as far as the end of onboarding, for "filled" stories. */
export const FILLED_DRAFT: Partial<OnboardingDraft> = {
  account: { fullName: 'Maria Lopez', email: 'maria@lonestarpaving.com', acceptedTerms: true },
  company: {
    companyName: 'Lone Star Paving LLC',
    website: 'lonestarpaving.com',
    employees: '11-50',
    yearsInBusiness: 8,
    targetContractSize: '75000-500000',
    stateId: 44,
  },
  geographicCoverage: { region: 'South', states: [44, 37] },
  industryCategory: [1],
  naicsCodes: [{ code: '237310', title: 'Highway, Street, and Bridge Construction' }],
  unspscCodes: [],
  solicitationTypes: [3],
  insuranceData: {
    ...EMPTY_INSURANCE_DATA,
    workersCompensation: true,
    generalLiability: true,
    autoLiability: false,
    medicalProfessional: false,
    cyberInsurance: false,
    environmentalInsurance: false,
  },
  insuranceAmounts: {
    generalLiabilityAmount: '2,000,000',
    autoLiabilityAmount: '',
    medicalProfessionalAmount: '',
    environmentalAmount: '',
    cybersecurityAmount: '',
  },
  extraData: {
    certifications: ['HUBZone'],
    bondingCapacity: '5,000,000',
    ueiNumber: 'J7M9HPTGJ1S9',
    cageCode: '7XK42',
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
      layout: 'fullscreen',
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
