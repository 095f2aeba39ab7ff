import { describe, expect, it } from 'vitest';
import { PASSWORD_REQUIREMENTS, confirmPasswordError, newPasswordError } from './password';

describe('newPasswordError', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1@', 'Password must be at least 8 characters long'],
    ['abcdef1@', 'Password must contain at least one uppercase letter'],
    ['Abcdefg@', 'Password must contain at least one number'],
    ['Abcdefg1', 'Password must contain at least one special character (@$!%*?&)'],
    ['Abcdef1@ ', 'Password format is invalid'],
    ['Abcdef1@#', 'Password format is invalid'],
  ])('rejects %j with %j', (password, message) => {
    expect(newPasswordError(password)).toBe(message);
  });

  it('accepts a password with every required kind of character', () => {
    expect(newPasswordError('Demo@12345')).toBeUndefined();
  });
});

describe('confirmPasswordError', () => {
  it('asks for the confirmation when it is empty', () => {
    expect(confirmPasswordError('Demo@12345', '')).toBe('Please confirm your password');
  });

  it('says the passwords do not match when they differ', () => {
    expect(confirmPasswordError('Demo@12345', 'Demo@1234')).toBe('Passwords do not match');
  });

  it('accepts a matching confirmation', () => {
    expect(confirmPasswordError('Demo@12345', 'Demo@12345')).toBeUndefined();
  });
});

describe('PASSWORD_REQUIREMENTS', () => {
  it('marks each requirement met or unmet for the checklist', () => {
    const met = (password: string) =>
      PASSWORD_REQUIREMENTS.filter((requirement) => requirement.isMetBy(password)).map(({ id }) => id);

    expect(met('abc')).toEqual([]);
    expect(met('ABCDEFGH')).toEqual(['length', 'uppercase']);
    expect(met('Demo@12345')).toEqual(['length', 'uppercase', 'number', 'special']);
  });
});
