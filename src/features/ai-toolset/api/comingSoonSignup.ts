import { useCreateFeatureRequest } from '@/api/generated/endpoints/auth/createFeatureRequest';
import type { FeatureRequest } from '@/api/generated/model';
import { isApiError } from '@/api/errors';
import { brand } from '@/lib/brand';

export type { FeatureRequest };

/** What docs/product/screens.md#session-and-storage keeps in session storage once this tab has signed up: flag, timestamp, name, email. */
interface SubmissionRecord {
  submitted: true;
  timestamp: string;
  name: string;
  email: string;
}

/** True when this browser tab already signed up (docs/product/screens.md#ai-toolset-coming-soon: the dialog then starts as already submitted). */
export function hasRecordedSubmission(): boolean {
  try {
    const record: unknown = JSON.parse(sessionStorage.getItem(brand.comingSoonStorageKey) ?? 'null');
    return (
      typeof record === 'object' && record !== null && 'submitted' in record && record.submitted === true
    );
  } catch {
    return false; // storage blocked or a value we did not write: ask again
  }
}

function recordSubmission({ name, email }: FeatureRequest): void {
  const record: SubmissionRecord = { submitted: true, timestamp: new Date().toISOString(), name, email };
  try {
    sessionStorage.setItem(brand.comingSoonStorageKey, JSON.stringify(record));
  } catch {
    /* storage blocked: the server still knows, and answers 409 next time */
  }
}

/** 409 `already_registered`: this email signed up before. */
export function isAlreadyRegistered(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * POST /auth/feature-requests/ (needs a logged-in user). Both outcomes that mean "signed up" are
 * recorded here rather than in the dialog, so they count even if the dialog closes mid-request.
 */
export function useComingSoonSignup() {
  return useCreateFeatureRequest({
    mutation: {
      onSuccess: (_created, { data }) => recordSubmission(data),
      onError: (error, { data }) => {
        if (isAlreadyRegistered(error)) recordSubmission(data);
      },
    },
  });
}
