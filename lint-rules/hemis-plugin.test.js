import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, expect, it } from 'vitest'

// The rule run as the project runs it: oxlint with the plugin, on files laid out as in src/.
const root = mkdtempSync(join(tmpdir(), 'hemis-lint-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const files = {
  'src/features/auth/login-form.tsx': [
    "import { a } from './sign-in'",
    "import { t } from '../../lib/i18n/t'",
    "import { f } from '../dashboard/figures'",
    "const m = import('../../features/dashboard/chart')",
    'export const all = [a, t, f, m]',
  ],
  'src/features/auth/forms/login.tsx': [
    "import { a } from '../x/y'",
    "export * from '../../dashboard/figures'",
    'export const all = [a]',
  ],
  'src/routes/login.tsx': ["import { a } from '../features/auth/x'", 'export const all = [a]'],
}

it('reports a feature importing another, however it is reached, and nothing else', () => {
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), lines.join('\n') + '\n')
  }
  const config = {
    plugins: [],
    jsPlugins: [resolve(import.meta.dirname, 'hemis-plugin.js')],
    categories: { correctness: 'off' },
    rules: { 'hemis/no-cross-feature-imports': 'error' },
  }
  writeFileSync(join(root, '.oxlintrc.json'), JSON.stringify(config))
  const bin = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'oxlint')
  let output = ''
  try {
    output = execFileSync(bin, ['-c', '.oxlintrc.json', '-f', 'unix', 'src'], {
      cwd: root,
      encoding: 'utf8',
    })
  } catch (error) {
    output = /** @type {{ stdout: string }} */ (error).stdout // oxlint exits 1 on an error found
  }
  const found = output
    .split('\n')
    .filter((line) => line.includes('no-cross-feature-imports'))
    .map((line) => line.replace(/:\d+:\d+:.*"(\w+)" imports feature "(\w+)".*/, ' $1→$2'))
    .sort()
  expect(found).toEqual([
    'src/features/auth/forms/login.tsx auth→dashboard',
    'src/features/auth/login-form.tsx auth→dashboard',
    'src/features/auth/login-form.tsx auth→dashboard',
  ])
})
