import type { Profile } from '@/api/generated/model';
import { UpdateOnboardingBody, UpdateProfileBody } from '@/api/generated/zod/auth/auth.zod';
import { STATES } from '../data/states';
import { fieldError } from '../http/errors';
import { json, route } from '../http/route';
import { validate } from '../http/validate';
import { readOnboarding, type OnboardingAnswers } from '../store/onboarding';
import { assertWithinStateAllowance } from '../store/plan-limits';
import { toProfile } from '../store/presenters';
import { updateUser } from '../store/users';

function assertKnownStates(ids: number[], field: string): void {
  const unknown = ids.filter((id) => !STATES.some((state) => state.id === id));
  if (unknown.length > 0) throw fieldError(field, `Unknown state id(s): ${unknown.join(', ')}.`);
}

export const profileHandlers = [
  route('get', '/auth/profile/', { auth: 'required' }, ({ user }) => json<Profile>(toProfile(user))),

  route('put', '/auth/user/update/', { auth: 'required' }, ({ user, body }) => {
    const input = validate(UpdateProfileBody, body);
    assertKnownStates([input.state], 'state');
    const updated = updateUser(user, {
      full_name: input.full_name,
      state: input.state,
      company_name: input.company_name,
      no_of_employees: input.no_of_employees,
      target_contract_size: input.target_contract_size,
      year_in_business: input.year_in_business,
    });
    return json<Profile>(toProfile(updated));
  }),

  // Each section sent replaces the stored one; `completed_step` moves onboarding_step on.
  route('put', '/auth/onboarding/', { auth: 'required' }, ({ user, body }) => {
    const input = validate(UpdateOnboardingBody, body);
    const answers: OnboardingAnswers = readOnboarding(user);
    if (input.geographic_coverage) {
      assertKnownStates(input.geographic_coverage.states, 'geographic_coverage.states');
      assertWithinStateAllowance(user, answers.state_ids, input.geographic_coverage.states);
      answers.region = input.geographic_coverage.region;
      answers.state_ids = input.geographic_coverage.states;
    }
    if (input.industry_categories) answers.industry_ids = input.industry_categories;
    if (input.naics_codes) answers.naics_codes = input.naics_codes;
    if (input.unspsc_codes) answers.unspsc_codes = input.unspsc_codes;
    if (input.solicitation_types) answers.solicitation_type_ids = input.solicitation_types;
    if (input.insurance_data) answers.insurance_data = input.insurance_data;
    if (input.insurance_amounts) answers.insurance_amounts = input.insurance_amounts;
    if (input.skipped_insurance !== undefined) answers.skipped_insurance = input.skipped_insurance;
    if (input.all_no_insurance !== undefined) answers.all_no_insurance = input.all_no_insurance;
    if (input.extra_data) answers.extra_data = input.extra_data;
    const steps =
      input.completed_step && !user.completed_steps.includes(input.completed_step)
        ? [...user.completed_steps, input.completed_step]
        : user.completed_steps;
    const updated = updateUser(user, { onboarding_json: JSON.stringify(answers), completed_steps: steps });
    return json<Profile>(toProfile(updated));
  }),
];
