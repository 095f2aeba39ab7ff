import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/types';
import { draftFromProfile } from './draftFromProfile';

const PROFILE = {
  id: 2,
  full_name: 'Maria Lopez',
  username: 'maria.lopez',
  email: 'maria@lonestarpaving.com',
  company_name: 'Lone Star Paving LLC',
  companyWebsite: null,
  fein_or_ssn_number: '***-**-4567',
  year_in_business: 8,
  no_of_employees: '11-50',
  target_contract_size: '75000-500000',
  state: 44,
  is_admin: false,
  is_email_verified: false,
  last_login: null,
  date_joined: '2026-01-10T16:45:00Z',
  onboarding_step: 'help-our-ai',
  profile: {
    states: [{ id: 44, name: 'Texas' }],
    region: 'South',
    industry_categories: [
      {
        id: 7,
        name: 'Construction & Infrastructure',
        group: 'Building and construction',
        naics_codes: ['236'],
        keywords: [],
      },
    ],
    naics_codes: ['237310'],
    unspsc_codes: [],
    solicitation_types: [{ id: 3, name: 'Invitation to Bid', code: 'ITB' }],
    insurance_data: null,
    insurance_amounts: null,
    skipped_insurance: false,
    all_no_insurance: false,
    extra_data: { bonding_capacity: 5000000 },
  },
  subscription_plan: {
    plan_code: '001',
    plan_name: 'Free',
    name: 'Sneak',
    plan_starts_at: null,
    next_payment_date: null,
    recurring_interval: null,
    active_addon: null,
  },
} satisfies Profile;

describe('draftFromProfile', () => {
  it("turns the server's answers into the draft, states and industries by id", () => {
    expect(draftFromProfile(PROFILE)).toMatchObject({
      isSignedUp: true,
      company: { company_name: 'Lone Star Paving LLC', company_website: '', state: 44, year_in_business: 8 },
      geographic_coverage: { region: 'South', states: [44] },
      industry_categories: [7],
      naics_codes: [{ code: '237310', title: '237310' }],
      solicitation_types: [3],
      insurance_data: { general_liability: null },
      extra_data: { bonding_capacity: '5000000', certifications: [], uei_number: '' },
    });
  });

  it('starts the coverage from the home state when the server holds no coverage yet', () => {
    const noCoverage = { ...PROFILE, profile: { ...PROFILE.profile, states: [], region: null } };

    expect(draftFromProfile(noCoverage).geographic_coverage).toEqual({ region: null, states: [44] });
    expect(draftFromProfile({ ...noCoverage, state: null }).geographic_coverage).toEqual({
      region: null,
      states: [],
    });
  });
});
