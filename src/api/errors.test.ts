import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorMessage } from './errors';

const FALLBACK = 'Could not save. Please try again.';

describe('apiErrorMessage', () => {
  it('says the network sentence when nothing answered, whatever the wording', () => {
    expect(apiErrorMessage(ApiError.network(new TypeError('offline')), { fallback: FALLBACK })).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it("prefers the server's detail, then its first field message, then the status sentence, then the fallback", () => {
    const byStatus = { 410: 'The code has expired.' };
    expect(
      apiErrorMessage(new ApiError(410, { detail: 'Gone for good.' }), { fallback: FALLBACK, byStatus }),
    ).toBe('Gone for good.');
    expect(apiErrorMessage(new ApiError(400, { email: ['Taken.'] }), { fallback: FALLBACK })).toBe('Taken.');
    expect(apiErrorMessage(new ApiError(410, undefined), { fallback: FALLBACK, byStatus })).toBe(
      'The code has expired.',
    );
    expect(apiErrorMessage(new ApiError(500, undefined), { fallback: FALLBACK, byStatus })).toBe(FALLBACK);
  });

  it('reads only the server words a screen asks for, and only for the statuses it names', () => {
    const wording = { fallback: FALLBACK, serverWords: 'detail', serverWordsFor: [400] } as const;
    expect(apiErrorMessage(new ApiError(400, { email: ['Taken.'] }), wording)).toBe(FALLBACK);
    expect(apiErrorMessage(new ApiError(400, { detail: 'No.' }), wording)).toBe('No.');
    expect(apiErrorMessage(new ApiError(500, { detail: 'Stack trace' }), wording)).toBe(FALLBACK);
    expect(
      apiErrorMessage(new ApiError(404, { detail: 'Not here.' }), {
        fallback: FALLBACK,
        serverWords: 'none',
      }),
    ).toBe(FALLBACK);
  });

  it('words a failure that is not an API answer as the screen says', () => {
    expect(apiErrorMessage(new Error('bug'), { fallback: FALLBACK })).toBe(FALLBACK);
    expect(apiErrorMessage(new Error('bug'), { fallback: FALLBACK, unexpected: 'Unexpected.' })).toBe(
      'Unexpected.',
    );
  });
});
