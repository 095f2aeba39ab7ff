import { HttpResponse, delay, http } from 'msw';
import type { Profile, State } from '../api/profile';
import { storySubscriptions } from '../plans/testing/fixtures';

/** Tests and stories only: a Starter customer's profile with fixed dates, so stories read the same every day. */
export const storyProfile: Profile = {
  id: 2,
  full_name: 'Maria Lopez',
  username: 'maria.lopez',
  email: 'starter@demo.bidlantern.test',
  company_name: 'Lone Star Paving LLC',
  companyWebsite: 'https://lonestarpaving.example.com',
  fein_or_ssn_number: '***-**-4567',
  year_in_business: 8,
  no_of_employees: '11-50',
  target_contract_size: '75000-500000',
  state: 44,
  is_admin: false,
  is_email_verified: true,
  last_login: '2026-03-05T14:12:00Z',
  date_joined: '2026-01-10T16:45:00Z',
  onboarding_step: null,
  profile: {
    states: [{ id: 44, name: 'Texas' }],
    region: 'South',
    industry_categories: [],
    naics_codes: ['237310'],
    unspsc_codes: [],
    solicitation_types: [],
    insurance_data: null,
    insurance_amounts: null,
    skipped_insurance: true,
    all_no_insurance: false,
    extra_data: {},
  },
  subscription_plan: storySubscriptions.starter,
};

export const storyStates: State[] = [
  { id: 37, name: 'Oklahoma', code: 'OK', region: 'South' },
  { id: 44, name: 'Texas', code: 'TX', region: 'South' },
];

/** MSW answers for the profile calls: the fixture, a pending load, or a failure. */
export const profileHandlers = {
  profile: (profile: Profile = storyProfile) =>
    http.get('*/api/auth/profile/', () => HttpResponse.json(profile)),
  profileLoading: () => http.get('*/api/auth/profile/', () => delay('infinite')),
  profileFails: () =>
    http.get('*/api/auth/profile/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
  states: () => http.get('*/api/auth/states/', () => HttpResponse.json(storyStates)),
};
