// axe-core run in the page under test. The script is put in the page once and stays there across
// the app's client-side navigations: @axe-core/playwright injects its half a megabyte again at
// every check (in every frame, a blank one too), and reports passes too, which cost more than the
// check on two cores.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** WCAG 2.1 A and AA, and axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Which of axe's rules a check runs: every rule of `tags` (the default), `only` some (contrast,
 * for the dark scheme), or every rule `except` some.
 */
export type AxeRules = { only: string[] } | { except: string[] }

/**
 * The serious and critical violations axe finds in the page (or in `include`, a selector), each
 * as its rule, what it asks and the elements at fault, so a failure says what to fix.
 */
export function seriousViolations(page: Page, include = 'html', rules?: AxeRules) {
  const only = rules && 'only' in rules ? rules.only : undefined
  return violations(page, {
    include,
    runOnly: only ? { type: 'rule', values: only } : { type: 'tag', values: tags },
    except: rules && 'except' in rules ? rules.except : [],
    impacts: ['serious', 'critical'],
  })
}

/**
 * Every violation, of any impact, of axe's own default rules (as `@axe-core/playwright` runs
 * them, at a fraction of its cost), in `include`.
 */
export function everyViolation(page: Page, include: string) {
  return violations(page, {
    include,
    except: [],
    impacts: ['minor', 'moderate', 'serious', 'critical'],
  })
}

type Check = {
  include: string
  runOnly?: { type: 'rule' | 'tag'; values: string[] }
  except: string[]
  impacts: string[]
}

async function violations(page: Page, check: Check): Promise<string[]> {
  // Contrast measured halfway through a fade (a toast appearing) is noise: let transitions end.
  // Time-based ones only: a table's scroll-driven cue runs as long as the table is shown.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.timeline instanceof DocumentTimeline)
            .length,
      ),
    )
    .toBe(0)
  // Evaluated, not a script tag: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async ({ include, runOnly, except, impacts }) => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
      include,
      {
        ...(runOnly ? { runOnly } : {}),
        rules: Object.fromEntries(except.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      },
    )
    return violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .map((v) => {
        const where = v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
        return `${v.impact} ${v.id} (${v.help}) at ${where.join('; ')}`
      })
  }, check)
}
