import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports run one way, shared -> features -> pages and app (bulletproof-react's rule): a feature
// never imports another (a page hands one feature's pieces to another as props), and shared code
// never imports a feature. Read from the folder, so a new feature is covered without an edit.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another: the page composes them (DESIGN.md, Shape).',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/routes.tsx'],
    message: 'Features sit below the pages and the app: pass what they need in.',
  },
  {
    target: ['./src/components', './src/hooks', './src/lib', './src/content', './src/config'],
    from: ['./src/features', './src/app', './src/pages', './src/routes.tsx'],
    message: 'Shared code never imports a feature, a page or the app.',
  },
  {
    // Primitives show what they are given: no data, no session.
    target: './src/components/ui',
    from: [
      './src/lib/supabase.ts',
      './src/lib/load-supabase.ts',
      './src/lib/public-client.ts',
      './src/lib/auth-context.ts',
      './src/lib/document-registry.ts',
      './src/lib/request-timeout.ts',
    ],
    message: 'A ui component never fetches: data comes in through props.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      '.local',
      'test-results',
      'playwright-report',
      'dist-e2e',
      '.ssr',
      'dist-bench',
      'dist-weigh',
      'dist-preview',
      'dist-docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        alias: { map: [['@', './src']], extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    files: ['scripts/**/*.browser.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['supabase/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A replacement string is a pattern language: "$&", "$'" and "$`" in it copy parts of the
    // subject, so a title such as "Amounts in US$'000" built into one once copied the page
    // template into the page. Data goes in through a function replacer or index slicing
    // (scripts/page-template.ts, replaceFirst); a literal replacement stays allowed.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'supabase/local/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/] > TemplateLiteral.arguments:nth-child(2)[expressions.length>0]',
          message:
            'A template literal as a replacement string reads "$&", "$\'" and "$`" in its data as patterns: use a function replacer or index slicing.',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
