import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importBoundaries from './eslint-rules/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-e2e',
      '.tmp',
      'storybook-static',
      'src/api/generated',
      'api-spec/dist',
      'public',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Every design-system module imports its CSS, a side effect the bundler must keep: importing one
      // name from a barrel would ship every component (a shared chunk of the whole design system), so
      // src/components has no index and none may come back.
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/components', '@/components/index'].map((name) => ({
            name,
            message:
              "Import the component's own file (`@/components/Button`), so a route loads only what it renders.",
          })),
        },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Tests find product markup by role, label or text, as a user does: no test ids in what ships.
    files: ['src/**/*.tsx', 'mocks/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='data-testid']",
          message: 'Query the element by role, label or text in the test instead of adding a test id.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
