import type { Page } from '@playwright/test';
import {
  NEW_USER_PASSWORD,
  createAccount,
  expectEachPasswordRule,
  expirePendingCodes,
  failNextRequest,
  latestCode,
  uniqueEmail,
} from './accounts';
import { DEMO_PASSWORD, demoAccounts, expect, expectNoA11yViolations, test } from './fixtures';

const RESET_PASSWORD = 'Renewed@2027';
const RESET_NOTICE = 'Password reset successfully! Please login with your new password.';

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
const newPasswordField = (page: Page) => page.getByRole('textbox', { name: 'New password' });
const confirmPasswordField = (page: Page) => page.getByRole('textbox', { name: 'Confirm password' });
const formAlert = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** On /forgot-password: asks for a reset code and waits for the code screen. */
async function sendResetCode(page: Page, email: string) {
  await emailField(page).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgot-otp$/);
  await expect(page.getByText(email)).toBeVisible();
}

/** On /forgot-otp: types the code (the boxes take it all at once, as from a paste) and goes on. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Any code but the one that was emailed. */
function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

test.describe('Log in and password reset', () => {
  test('a user who forgot the password resets it with the emailed code and logs in with the new one', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await createAccount(page, email);

    await page.goto('/login');
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoA11yViolations(page);

    await sendResetCode(page, email);
    await expectNoA11yViolations(page);
    await enterCode(page, await latestCode(page, email));

    await expect(page).toHaveURL(/\/confirm-password$/);
    await expectNoA11yViolations(page);
    await newPasswordField(page).fill(RESET_PASSWORD);
    await confirmPasswordField(page).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Save New Password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: RESET_NOTICE })).toBeVisible();
    await expectNoA11yViolations(page);

    await logIn(page, email, NEW_USER_PASSWORD);
    await expect(formAlert(page, 'Invalid email or password.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The account was created and verified with onboarding still to do: login resumes its first step.
    await expect(page).toHaveURL(/\/geographic-coverage$/);
  });

  test('the login form names each missing field and explains each refusal, keeping what was typed', async ({
    page,
  }) => {
    const unverifiedEmail = uniqueEmail();
    await createAccount(page, unverifiedEmail, { verified: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await emailField(page).fill('not-an-email');
    await expect(page.getByText('Enter a valid email address, like name@company.com')).toBeVisible();
    await expectNoA11yViolations(page);

    await logIn(page, demoAccounts.starter, `${DEMO_PASSWORD}x`);
    await expect(formAlert(page, 'Invalid email or password.')).toBeVisible();
    await expect(emailField(page)).toHaveValue(demoAccounts.starter);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
      `${DEMO_PASSWORD}x`,
    );
    await expectNoA11yViolations(page);

    // An account whose email still needs its code is offered the verification step.
    await logIn(page, unverifiedEmail, NEW_USER_PASSWORD);
    await expect(formAlert(page, 'Please verify your email before logging in.')).toBeVisible();
    await expect(emailField(page)).toHaveValue(unverifiedEmail);
    await page.getByRole('link', { name: 'Verify your email' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText(unverifiedEmail)).toBeVisible();
  });

  test('the reset screens need their earlier steps, explain bad input and keep the email after a refusal', async ({
    page,
  }) => {
    // Reached without the email (and code) of the earlier steps, both screens send the user to the start.
    await page.goto('/forgot-otp');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/confirm-password');
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await emailField(page).fill('not-an-email');
    await expect(page.getByText('Enter a valid email address, like name@company.com')).toBeVisible();
    await expectNoA11yViolations(page);

    await failNextRequest(page, '/auth/forgot-password/request/', 429);
    await emailField(page).fill(demoAccounts.starter);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(formAlert(page, 'Too many attempts. Please try again later.')).toBeVisible();
    await expect(emailField(page)).toHaveValue(demoAccounts.starter);
    await expectNoA11yViolations(page);

    await sendResetCode(page, demoAccounts.starter);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please fill all the 6 digits')).toBeVisible();
    await enterCode(page, '123');
    await expect(page.getByText('Please fill all the 6 digits')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3');
    await expectNoA11yViolations(page);
  });

  test('the new password screen checks every rule and keeps both passwords through each server refusal', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await createAccount(page, email);
    await page.goto('/forgot-password');
    await sendResetCode(page, email);
    await enterCode(page, wrongCode(await latestCode(page, email)));
    await expect(page).toHaveURL(/\/confirm-password$/);

    // Leaving the empty field says what is missing; submitting checks both fields.
    await newPasswordField(page).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    await expectEachPasswordRule(page, newPasswordField(page));

    await newPasswordField(page).fill(RESET_PASSWORD);
    await confirmPasswordField(page).fill(RESET_PASSWORD);
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    // The confirmation is checked again when the password above it changes.
    await newPasswordField(page).fill(`${RESET_PASSWORD}x`);
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await newPasswordField(page).fill(RESET_PASSWORD);
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(newPasswordField(page)).toHaveAttribute('type', 'text');
    await expectNoA11yViolations(page);

    const expectRefusal = async (message: string) => {
      await page.getByRole('button', { name: 'Save New Password' }).click();
      await expect(formAlert(page, message)).toBeVisible();
      await expect(newPasswordField(page)).toHaveValue(RESET_PASSWORD);
      await expect(confirmPasswordField(page)).toHaveValue(RESET_PASSWORD);
      await expect(page).toHaveURL(/\/confirm-password$/);
    };
    // The code typed on the previous screen was wrong.
    await expectRefusal('Invalid OTP or request. Please try the process again.');
    await expectNoA11yViolations(page);
    await expirePendingCodes(page, email);
    await expectRefusal('OTP has expired. Please request a new one.');
    // The statuses the fake reaches only through its scenario switch (docs/product/error-messages.md#forgot-password).
    for (const [status, message] of [
      [404, 'Reset request not found. Please start the process again.'],
      [429, 'Too many attempts. Please try again later.'],
      [500, 'Something went wrong. Please try again.'],
    ] as const) {
      await failNextRequest(page, '/auth/forgot-password/reset/', status);
      await expectRefusal(message);
    }
  });
});
