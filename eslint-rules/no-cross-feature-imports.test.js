import { resolve } from 'node:path'
import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { noCrossFeatureImports } from './no-cross-feature-imports.js'

// RuleTester reports through the test framework's describe/it.
RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it

const inFeature = (path) => resolve(import.meta.dirname, '..', 'src', 'features', path)

new RuleTester().run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { code: "import { a } from './sign-in'", filename: inFeature('auth/login-form.tsx') },
    { code: "import { t } from '../../lib/i18n/t'", filename: inFeature('auth/login-form.tsx') },
    { code: "import { a } from '../x/y'", filename: inFeature('auth/forms/login.tsx') },
    {
      code: "import { a } from '../features/auth/x'",
      filename: resolve(import.meta.dirname, '..', 'src', 'routes', 'login.tsx'),
    },
  ],
  invalid: [
    {
      code: "import { a } from '../dashboard/figures'",
      filename: inFeature('auth/login-form.tsx'),
      errors: [{ messageId: 'crossFeature', data: { from: 'auth', to: 'dashboard' } }],
    },
    {
      code: "export * from '../../dashboard/figures'",
      filename: inFeature('auth/forms/login.tsx'),
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      code: "const m = import('../../features/dashboard/chart')",
      filename: inFeature('auth/login-form.tsx'),
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
})
