// Lint: typescript-eslint with type information, React hooks rules, and the one-way dependency
// rule of ARCHITECTURE.md: routes → app → features → components/api/offline/lib, never back, and no
// feature importing another. `app` is what serves every area at once (the lists' registry, the
// sync screen, the signed-in frame): the one place that knows all features.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { noCrossFeatureImports } from './eslint-rules/no-cross-feature-imports.js'

const layer = (from, forbidden, why) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((f) => ({ group: [`**/${f}/**`, `@/${f}/**`], message: why })) },
    ],
  },
})

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.gen.ts',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'eslint.config.js'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify handlers are async by contract even when they return a value at once.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // TanStack Router's guards throw `redirect(...)` objects by design.
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'Redirect' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests read untyped JSON answers and assert on them; the assertions are the type check.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/src/**'], message: 'The server imports common/, never src/.' }],
        },
      ],
    },
  },
  {
    // Repositories and the database layer know no HTTP: handlers call them, never the reverse.
    files: ['server/repositories/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'The server imports common/, never src/.' },
            {
              group: ['**/http/**', '**/handlers/**'],
              message: 'Repositories do not import the HTTP layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**'],
              message: 'common/ stands alone: it imports neither side.',
            },
          ],
        },
      ],
    },
  },
  layer('app', ['routes'], 'The app layer does not import routes.'),
  layer('features', ['routes', 'app'], 'Features do not import routes or the app layer.'),
  {
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { hemis: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'hemis/no-cross-feature-imports': 'error' },
  },
  layer(
    'components',
    ['routes', 'app', 'features'],
    'Generic components do not import routes, the app layer or features.',
  ),
  layer('api', ['routes', 'app', 'features', 'components'], 'The API layer imports no UI.'),
  layer('offline', ['routes', 'app', 'features', 'components'], 'The offline layer imports no UI.'),
  layer('lib', ['routes', 'app', 'features', 'components'], 'lib imports no UI.'),
)
