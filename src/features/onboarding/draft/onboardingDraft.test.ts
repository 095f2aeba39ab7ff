import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_STORAGE_KEY,
  EMPTY_DRAFT,
  EMPTY_INSURANCE_AMOUNTS,
  EMPTY_INSURANCE_DATA,
  clearDraft,
  clearInsuranceAmounts,
  clearInsuranceData,
  forgetSecrets,
  getDraft,
  getSecrets,
  updateDraft,
  updateSecrets,
  useOnboardingDraft,
} from './onboardingDraft';

describe('onboarding draft', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('starts with the SPEC defaults for the company snapshot', () => {
    expect(getDraft().company).toMatchObject({
      no_of_employees: '1-10',
      year_in_business: 1,
      target_contract_size: 'upto-75000',
    });
  });

  it('keeps answers in localStorage so a reload finds them', () => {
    updateDraft({ geographic_coverage: { region: 'South', states: [44, 37] } });

    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      geographic_coverage: { region: 'South', states: [44, 37] },
    });
    expect(getDraft().geographic_coverage.states).toEqual([44, 37]);
  });

  it('keeps each answer chosen when storage is full, instead of going back to the stored one', () => {
    updateDraft({ company: { ...EMPTY_DRAFT.company, no_of_employees: '11-50' } });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      updateDraft({ company: { ...getDraft().company, no_of_employees: '50+', year_in_business: 8 } });

      expect(getDraft().company).toMatchObject({ no_of_employees: '50+', year_in_business: 8 });
      clearDraft();
      expect(getDraft()).toBe(EMPTY_DRAFT);
    } finally {
      setItem.mockRestore();
    }
  });

  it('stores nothing for a change that changes nothing, such as a step left untouched', () => {
    updateDraft({ account: { ...EMPTY_DRAFT.account } });

    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('never puts the password or the FEIN in any browser storage', () => {
    updateSecrets({ password: 'Paving@2026', feinOrSsn: '74-1234567' });

    for (const storage of [localStorage, sessionStorage]) {
      expect(JSON.stringify({ ...storage })).not.toContain('Paving@2026');
      expect(JSON.stringify({ ...storage })).not.toContain('74-1234567');
    }
    expect(getSecrets().password).toBe('Paving@2026');
  });

  it('forgets the secrets once they are no longer needed', () => {
    updateSecrets({ password: 'Paving@2026' });
    forgetSecrets();
    expect(getSecrets().password).toBe('');
  });

  it('clears insurance answers and amounts separately, or everything at once', () => {
    updateDraft({
      insurance_data: { ...EMPTY_INSURANCE_DATA, general_liability: true },
      insurance_amounts: { ...EMPTY_INSURANCE_AMOUNTS, general_liability_amount: '1000000' },
      industry_categories: [7],
    });

    clearInsuranceAmounts();
    expect(getDraft().insurance_amounts).toEqual(EMPTY_INSURANCE_AMOUNTS);
    expect(getDraft().insurance_data.general_liability).toBe(true);

    clearInsuranceData();
    expect(getDraft().insurance_data).toEqual(EMPTY_INSURANCE_DATA);
    expect(getDraft().industry_categories).toEqual([7]);

    clearDraft();
    expect(getDraft()).toEqual(EMPTY_DRAFT);
  });

  it('starts afresh when the stored draft is damaged', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(getDraft()).toEqual(EMPTY_DRAFT);
  });

  it('ignores the camelCase fields of a draft saved by an older version', () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        account: { fullName: 'Maria Lopez', email: 'maria@lonestarpaving.com', acceptedTerms: true },
        company: { companyName: 'Lone Star Paving LLC', stateId: 44, employees: '11-50' },
        naicsCodes: [{ code: '237310', title: 'Highway, Street, and Bridge Construction' }],
        insuranceData: { generalLiability: true },
      }),
    );

    expect(getDraft()).toEqual({
      ...EMPTY_DRAFT,
      account: { ...EMPTY_DRAFT.account, email: 'maria@lonestarpaving.com', acceptedTerms: true },
    });
  });

  it('lets the server refill the answers of a signed-up draft saved by the camelCase version', () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({
        account: { fullName: 'Maria Lopez', email: 'maria@lonestarpaving.com', acceptedTerms: true },
        isSignedUp: true,
        geographicCoverage: { region: null, states: [44] },
      }),
    );

    expect(getDraft().isSignedUp).toBe(false);
    expect(getDraft().geographic_coverage).toEqual(EMPTY_DRAFT.geographic_coverage);
  });

  it('re-renders subscribers when the draft changes', () => {
    const { result } = renderHook(() => useOnboardingDraft());
    act(() => updateDraft({ industry_categories: [3] }));
    expect(result.current.industry_categories).toEqual([3]);
  });
});
