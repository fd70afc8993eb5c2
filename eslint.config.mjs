// One lint config for the whole repo (STYLE.md). Type checking is tsc's job (`npm run typecheck`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.cache/**', 'site/public/**', 'cms/types/**', '.data/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['site/src/**/*.tsx', 'site/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Toasts go through components/shell/toast.ts, which keeps react-hot-toast out of the initial JavaScript.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-hot-toast', message: 'Import toast from components/shell/toast (react-hot-toast loads on demand).' }] },
      ],
    },
  },
  {
    files: ['site/src/components/shell/toast.ts', 'site/src/components/shell/ToastArea.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The cms is strict: an `any` there needs a disable comment with its reason (tests may still use any).
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
);
