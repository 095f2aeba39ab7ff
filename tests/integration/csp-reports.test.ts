// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_BASE } from './api-client';
import { serveFakeBackend } from './fake-backend';

serveFakeBackend();

const received = async () =>
  (await (await fetch('http://localhost/__mock/csp-reports')).json()) as Array<{
    url: string;
    body: { effectiveDirective: string; blockedURL?: string };
  }>;

const post = (type: string, body: unknown) =>
  fetch(`${API_BASE}/csp-reports/`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: JSON.stringify(body),
  });

describe('Content-Security-Policy violation reports', () => {
  it('accepts a Reporting API batch without credentials and keeps it for the operators', async () => {
    const response = await post('application/reports+json', [
      {
        type: 'csp-violation',
        age: 3,
        url: 'https://app.example/pricing',
        user_agent: 'Chromium',
        body: {
          documentURL: 'https://app.example/pricing',
          effectiveDirective: 'style-src-elem',
          blockedURL: 'inline',
        },
      },
    ]);
    expect(response.status).toBe(204);
    expect(await received()).toContainEqual(
      expect.objectContaining({
        url: 'https://app.example/pricing',
        body: expect.objectContaining({ effectiveDirective: 'style-src-elem' }),
      }),
    );
  });

  it('accepts the report-uri format of browsers without the Reporting API', async () => {
    const response = await post('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://app.example/login',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
    expect(response.status).toBe(204);
    expect(await received()).toContainEqual({
      type: 'csp-violation',
      url: 'https://app.example/login',
      body: expect.objectContaining({
        effectiveDirective: 'script-src-elem',
        blockedURL: 'https://evil.example/x.js',
      }),
    });
  });

  it('refuses a body that is not a report', async () => {
    expect((await post('application/reports+json', [{ hello: 'world' }])).status).toBe(400);
    expect((await post('application/csp-report', { report: {} })).status).toBe(400);
  });
});
