import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const sharedViteConfig = viteConfig({ mode: 'test', command: 'serve' });

/**
 * Test files share one module graph per worker (`isolate: false`): importing React Aria, the router and
 * the generated client once per worker instead of once per file halves the run. A file that replaces
 * a module with `vi.mock` needs a graph of its own, so those files run in an isolated project.
 */
const domTestFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`);
const moduleMockingTests = domTestFiles.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const domTest = {
  environment: 'jsdom',
  setupFiles: ['tests/setup/dom.ts'],
  // Screens render React Aria and code-split chunks in jsdom: a few seconds each on a busy 2-core machine.
  testTimeout: 15_000,
};

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
            ...domTest,
            name: 'dom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: moduleMockingTests,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...domTest, name: 'dom-module-mocks', include: moduleMockingTests },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: [
              'eslint-rules/**/*.test.ts',
              'scripts/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'tests/integration/**/*.test.ts',
            ],
            environment: 'node',
            isolate: false,
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
