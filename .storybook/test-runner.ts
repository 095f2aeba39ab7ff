import { type TestRunnerConfig, getStoryContext } from '@storybook/test-runner';

interface ViewportOption {
  styles: { width: string; height: string };
}

/** The window every story without a viewport of its own is tested in (the test-runner's page is reused). */
let defaultSize: { width: number; height: number } | null = null;

/**
 * A story that sets a viewport (`globals: { viewport: { value: 'phone' } }`, the options in
 * preview.tsx) is tested at that size, as a designer sees it in the catalog: layouts that change with
 * the width (the dashboard's sidebar from 1024 px) then render as they do on that screen.
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    defaultSize ??= page.viewportSize();
    const story = await getStoryContext(page, context);
    // The story's and its component's `globals` (the test-runner does not apply them to the page).
    const { storyGlobals } = story as { storyGlobals?: { viewport?: { value?: string } } };
    const name = storyGlobals?.viewport?.value;
    const options = (story.parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)
      ?.options;
    const styles = name ? options?.[name]?.styles : undefined;
    const size = styles
      ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
      : defaultSize;
    if (size) await page.setViewportSize(size);
  },
};

export default config;
