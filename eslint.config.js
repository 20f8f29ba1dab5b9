import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'demo/public', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    // Only the cookie module may read cookies; everything else goes through it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/domain/browser/cookies.ts', 'test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'js-cookie', message: 'Use src/domain/browser/cookies.' }] },
      ],
    },
  },
  {
    // zod keeps one copy of each check class, in the start-up file whenever any chunk uses it: these few checks have
    // small equivalents in src/domain/values, so the nav page does not carry their classes.
    files: ['src/**/*.ts', 'elements/**/*.{ts,tsx}'],
    ignores: ['src/domain/values/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['minLength', 'maxLength', 'length', 'nonnegative', 'positive', 'gt', 'gte', 'enum'].map(
          (property) => ({
            object: 'z',
            property,
            message: 'Use nonEmptyText, wholeNumber or positiveWhole (src/domain/values), or a regex check.',
          }),
        ),
      ],
    },
  },
)
