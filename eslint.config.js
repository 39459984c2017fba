import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Deep relative imports go through the apps' aliases (package.json "imports"): #web/…, #server/…,
    // #server-test/…. The browser journeys (apps/web/e2e) reach into the server's test helpers and keep theirs.
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'apps/server/test/**/*.ts',
      'apps/server/scripts/**/*.ts',
      'packages/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Three or more '../': import through the alias (#web/…, #server/…, #server-test/…).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
