// Jest config for `test-storybook` (found here because the test-runner looks in its --config-dir, .storybook).
// It launches Debian's Chromium: Playwright cannot download its own browsers on these machines.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.TEST_STORYBOOK_CHROMIUM ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
    },
  },
};
