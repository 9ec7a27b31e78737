// Lint: typescript-eslint's rules that read syntax only, React hooks rules, and the one-way dependency
// rule of ARCHITECTURE.md: routes → app → features → components/api/offline/lib, never back, and no
// feature importing another. `app` is what serves every area at once (the lists' registry, the
// sync screen, the signed-in frame): the one place that knows all features. The rules that read
// types (floating promises, unsafe any …) run in oxlint's tsgolint with the type check
// (.oxlintrc.json, decision 0312): typescript-eslint built each program with TypeScript 6's
// compiler, 21 minutes of a slow machine.
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
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks only. The plugin's recommended set adds the React Compiler's rules,
    // which compile every component to judge it: nine tenths of ESLint's time (9 of CI's minutes
    // on a slow machine), for an app the compiler does not build (decision 0315).
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
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
