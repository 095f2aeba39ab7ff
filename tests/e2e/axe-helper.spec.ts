import { expect, expectNoA11yViolations, test } from './fixtures';

// The journeys' axe helper audits what a person sees: a payment failure once failed CI on a colour
// contrast finding taken while its dialog was still fading in.
const FADING_DIALOG = `
  <style>
    @keyframes fade-in { from { opacity: 0; } }
    .dialog { animation: fade-in 1500ms linear; color: #1a1a1a; background: #fff; }
    .spinner { width: 1rem; height: 1rem; border: 2px solid #1a1a1a; animation: spin 1s linear infinite; }
    @keyframes spin { to { transform: rotate(360deg); } }
  </style>
  <main>
    <h1>Payment</h1>
    <div class="spinner" aria-hidden="true"></div>
    <div class="dialog" role="alertdialog" aria-label="Payment not completed"><p>Your card was declined.</p></div>
  </main>`;

test.describe('the axe helper', () => {
  test('audits a dialog once it has faded in, not while its text is still faint', async ({ page }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><title>Fade</title><body>${FADING_DIALOG}</body></html>`,
    );
    const started = Date.now();
    await expectNoA11yViolations(page);
    // It waited for the fade (1.5 s) but not for the spinner, which never ends.
    expect(Date.now() - started).toBeLessThan(1500 + 2500);
    expect(
      await page.evaluate(() => document.getAnimations().map((animation) => animation.playState)),
    ).toEqual(['running']);
  });

  test('audits the experimental rule label-content-name-mismatch (WCAG 2.5.3 label in name)', async ({
    page,
  }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><title>Names</title><body><main><h1>Users</h1>
        <button aria-label="Change the plan of sam@example.test">Change plan</button></main></body></html>`,
    );
    await expect(expectNoA11yViolations(page)).rejects.toThrow(/label-content-name-mismatch/);
  });
});
