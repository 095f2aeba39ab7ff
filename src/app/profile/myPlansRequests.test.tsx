// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, logInAs, setupFakeBackend } from '@/testing/fakeBackend';
import { stubReducedMotion } from '@/testing/reducedMotion';
import { findPageHeading, renderApp } from '../testing/renderApp';

const server = setupFakeBackend();
// The features carousel reads the motion preference.
beforeEach(() => stubReducedMotion(true));

describe('My Plans in the app', () => {
  it('asks for the billing once as it opens', async () => {
    const billingRequests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/payments/subscription/') billingRequests.push(request.url);
    };
    server.events.on('request:start', record);
    await logInAs(DEMO_EMAILS.starter);
    renderApp('/user-profile/plans');

    expect(await findPageHeading('My Plans')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change plan' }, { timeout: 10_000 })).toBeVisible();
    server.events.removeListener('request:start', record);
    expect(billingRequests).toHaveLength(1);
  });
});
