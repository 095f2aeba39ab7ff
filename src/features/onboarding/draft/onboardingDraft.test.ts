import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
      employees: '1-10',
      yearsInBusiness: 1,
      targetContractSize: 'upto-75000',
    });
  });

  it('keeps answers in localStorage so a reload finds them', () => {
    updateDraft({ geographicCoverage: { region: 'South', states: [44, 37] } });

    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({
      geographicCoverage: { region: 'South', states: [44, 37] },
    });
    expect(getDraft().geographicCoverage.states).toEqual([44, 37]);
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
      insuranceData: { ...EMPTY_INSURANCE_DATA, generalLiability: true },
      insuranceAmounts: { ...EMPTY_INSURANCE_AMOUNTS, generalLiabilityAmount: '1000000' },
      industryCategory: [7],
    });

    clearInsuranceAmounts();
    expect(getDraft().insuranceAmounts).toEqual(EMPTY_INSURANCE_AMOUNTS);
    expect(getDraft().insuranceData.generalLiability).toBe(true);

    clearInsuranceData();
    expect(getDraft().insuranceData).toEqual(EMPTY_INSURANCE_DATA);
    expect(getDraft().industryCategory).toEqual([7]);

    clearDraft();
    expect(getDraft()).toEqual(EMPTY_DRAFT);
  });

  it('starts afresh when the stored draft is damaged', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(getDraft()).toEqual(EMPTY_DRAFT);
  });

  it('re-renders subscribers when the draft changes', () => {
    const { result } = renderHook(() => useOnboardingDraft());
    act(() => updateDraft({ industryCategory: [3] }));
    expect(result.current.industryCategory).toEqual([3]);
  });
});
