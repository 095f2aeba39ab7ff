/**
 * What the project's two axe runs share: the Storybook test-runner (addon-a11y, via preview.tsx) and the
 * Playwright journeys (tests/e2e/fixtures.ts). Both audit the screen a person sees, with the same rules.
 */

/**
 * Rules axe leaves out unless asked. `label-content-name-mismatch` (WCAG 2.5.3 Label in Name) is tagged
 * `experimental`, which axe drops by default and from a run by WCAG tags, so each run enables it by id.
 * The shape is axe's `RunOptions.rules`.
 */
export const axeRulesToEnable: Record<string, { enabled: boolean }> = {
  'label-content-name-mismatch': { enabled: true },
};

/**
 * Resolves once the page's running animations and transitions have finished (or `timeoutMs` has
 * passed), so axe audits the end state and not, say, a dialog's text half faded in (which it reads as
 * low contrast). Animations started meanwhile are waited for too. Infinite ones (spinners, skeletons)
 * and paused ones (Storybook's test mode pauses CSS animations at their end) never finish, so they are
 * not waited for; a cancelled one rejects `finished`, hence `allSettled`.
 *
 * Runs in the page: Playwright sends it as source (`page.evaluate`), so it uses nothing from outside.
 */
export async function waitForAnimationsToFinish(timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  const unfinished = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
  for (let running = unfinished(); running.length > 0; running = unfinished()) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
}

/** Long enough for the design system's slowest transition, short enough not to stall a run on a stuck one. */
export const ANIMATION_WAIT_MS = 3000;
