// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, signupForm } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

const longEmail = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`; // 255 characters

describe('input limits of the contract, enforced by the fake backend', () => {
  it('refuses a password longer than 128 characters with a field error', async () => {
    const login = await call('/auth/login/', { json: { email: DEMO.starter, password: 'x'.repeat(129) } });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ password: ['Ensure this field has no more than 128 characters.'] });
  });

  it('refuses an email longer than 254 characters with a field error', async () => {
    expect(longEmail).toHaveLength(255);
    const reset = await call('/auth/forgot-password/request/', { json: { email: longEmail } });
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({
      email: expect.arrayContaining(['Ensure this field has no more than 254 characters.']),
    });
  });

  it('refuses names longer than 150 characters at signup and keeps the other fields valid', async () => {
    const signup = await call('/auth/signup/', {
      form: {
        ...signupForm('long.name@builder.example.com'),
        full_name: 'N'.repeat(151),
        company_name: 'C'.repeat(151),
      },
    });
    expect(signup.status).toBe(400);
    expect(signup.body).toEqual({
      full_name: ['Ensure this field has no more than 150 characters.'],
      company_name: ['Ensure this field has no more than 150 characters.'],
    });
  });

  it('refuses a profile update with a name or company name longer than 150 characters', async () => {
    const token = await loginAs(DEMO.starter);
    const update = await call('/auth/user/update/', {
      method: 'PUT',
      token,
      json: {
        full_name: 'N'.repeat(151),
        company_name: 'C'.repeat(151),
        state: 44,
        no_of_employees: '1-10',
        target_contract_size: 'upto-75000',
        year_in_business: 1,
      },
    });
    expect(update.status).toBe(400);
    expect(update.body).toEqual({
      full_name: ['Ensure this field has no more than 150 characters.'],
      company_name: ['Ensure this field has no more than 150 characters.'],
    });
  });

  it('accepts values exactly at the limits', async () => {
    const signup = await call('/auth/signup/', {
      form: { ...signupForm('at.limit@builder.example.com'), full_name: 'N'.repeat(150) },
    });
    expect(signup.status).toBe(201);
  });
});
