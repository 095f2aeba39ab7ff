import type { Page } from '@playwright/test';

/** Records CSP violations from the first script on (the event and Chromium's console report). */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** The entry script a prerendered page's loader requests, read from its page-scripts list. */
export function pageEntryScript(html: string): string | undefined {
  const pageScripts = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html);
  return (JSON.parse(pageScripts?.[1] ?? '{}') as { entry?: string }).entry;
}
