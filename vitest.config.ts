import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const sharedViteConfig = viteConfig({ mode: 'test', command: 'serve' });

export default mergeConfig(
  sharedViteConfig,
  defineConfig({
    test: {
      // Vitest's default leaves one core idle (cores - 1); on a 2-core CI machine that triples the run.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Tests point the mutator at an absolute base URL (Node's fetch needs one); see tests/setup.
      env: { VITE_API_BASE_URL: 'http://localhost/api', VITE_USE_MOCKS: 'false' },
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/setup/dom.ts'],
            // Screens render React Aria and code-split chunks in jsdom: a few seconds each on a busy 2-core machine.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: [
              'eslint-rules/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'tests/integration/**/*.test.ts',
            ],
            environment: 'node',
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
