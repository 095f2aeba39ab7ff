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
const testFilesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`);
const mocksModules = (files: string[]) =>
  files.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const moduleMockingTests = mocksModules(testFilesIn('src'));
const nodeTestFolders = ['eslint-rules', 'scripts', 'mocks', 'tests/contract', 'tests/integration'];
const nodeModuleMockingTests = mocksModules(nodeTestFolders.flatMap(testFilesIn));
const nodeTest = { environment: 'node', testTimeout: 20_000 } as const;
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
            ...nodeTest,
            name: 'node',
            include: nodeTestFolders.map((folder) => `${folder}/**/*.test.ts`),
            exclude: nodeModuleMockingTests,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...nodeTest, name: 'node-module-mocks', include: nodeModuleMockingTests },
        },
      ],
    },
  }),
);
