/**
 * The score's bands, in one place: the fake backend's calibration test reads them too. A bid the
 * company is not eligible for gets no band at all (api-spec/schemas/bid.yaml `Eligibility`).
 */
export type FitTone = 'strong' | 'fair' | 'weak';

export const STRONG_FIT_MIN = 80;
export const FAIR_FIT_MIN = 50;

export function fitTone(score: number): FitTone {
  if (score >= STRONG_FIT_MIN) return 'strong';
  if (score >= FAIR_FIT_MIN) return 'fair';
  return 'weak';
}

const LABELS: Readonly<Record<FitTone, string>> = {
  strong: 'Strong fit',
  fair: 'Fair fit',
  weak: 'Weak fit',
};

/** The score in words, so it never relies on colour alone. */
export function fitLabel(score: number): string {
  return LABELS[fitTone(score)];
}
