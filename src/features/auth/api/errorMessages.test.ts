import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { FORGOT_FLOW_REFUSALS } from '../testing/forgotFlowRefusals';
import { forgotFlowErrorMessage, isEmailNotVerified, loginErrorMessage } from './errorMessages';

describe('forgotFlowErrorMessage', () => {
  it.each([...FORGOT_FLOW_REFUSALS, [403, 'Something went wrong. Please try again.']])(
    'maps a %i response to %j',
    (status, message) => {
      expect(forgotFlowErrorMessage(new ApiError(status, { detail: 'server words' }))).toBe(message);
    },
  );

  it('reports a network error when no response arrived', () => {
    expect(forgotFlowErrorMessage(ApiError.network(new TypeError('Failed to fetch')))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('reports an unexpected error for anything that is not an API error', () => {
    expect(forgotFlowErrorMessage(new Error('boom'))).toBe('An unexpected error occurred.');
  });
});

describe('loginErrorMessage', () => {
  it('shows the server detail for wrong credentials', () => {
    expect(loginErrorMessage(new ApiError(401, { detail: 'Invalid email or password.' }))).toBe(
      'Invalid email or password.',
    );
  });

  it('falls back to a plain sentence when a 401 carries no detail', () => {
    expect(loginErrorMessage(new ApiError(401, undefined))).toBe('Invalid email or password.');
  });

  it('shows the server detail for an unverified email', () => {
    const error = new ApiError(403, { detail: 'Please verify your email.', code: 'email_not_verified' });
    expect(loginErrorMessage(error)).toBe('Please verify your email.');
    expect(isEmailNotVerified(error)).toBe(true);
  });

  it('reports a network error when no response arrived', () => {
    expect(loginErrorMessage(ApiError.network(new TypeError('Failed to fetch')))).toBe(
      'Network error. Please check your connection.',
    );
  });

  it('does not treat other refusals as an unverified email', () => {
    expect(isEmailNotVerified(new ApiError(403, { detail: 'Deactivated.' }))).toBe(false);
  });
});
