import { describe, expect, it } from 'vitest';
import { storyProfile, storySubscriptions } from '@/api/testing/profiles';
import type { Profile } from '../api/types';
import { draftFromProfile } from './draftFromProfile';

const PROFILE = {
  ...storyProfile,
  email: 'maria@lonestarpaving.com',
  companyWebsite: null,
  is_email_verified: false,
  last_login: null,
  onboarding_step: 'help-our-ai',
  profile: {
    ...storyProfile.profile,
    industry_categories: [
      {
        id: 7,
        name: 'Construction & Infrastructure',
        group: 'Building and construction',
        naics_codes: ['236'],
        keywords: [],
      },
    ],
    solicitation_types: [{ id: 3, name: 'Invitation to Bid', code: 'ITB' }],
    skipped_insurance: false,
    extra_data: { bonding_capacity: 5000000 },
  },
  subscription_plan: storySubscriptions.sneak,
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
