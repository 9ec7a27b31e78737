// The signed-in dashboard is drawn with a subset of Mantine's styles (src/app/signed-in-styles.css,
// decision 0349), not all of them. Checked on the build by check-bundle-budget.mjs: every class of
// Mantine that the code of the signed-in frame and the dashboard names (and of all they may load
// later without leaving the page: menus, drawer, figures, tips) is in a stylesheet that screen has,
// and the subset keeps the order of Mantine's whole stylesheet.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { staticClosure } from './bundle-graph.mjs'

const mantine = 'node_modules/@mantine/core'
const subsetSource = 'src/app/signed-in-styles.css'
const classesOf = (text) => new Set(text.match(/\bm_[0-9a-f]{8}\b/g))
const isRoute = (key) => key.startsWith('src/routes/')
const screenRoutes = [/^src\/routes\/_app\.tsx\?/, /^src\/routes\/_app\/index\.tsx\?/]

/** The problems of the dashboard's styles in the build at `dist` (none: an empty list). */
export function dashboardStyleProblems(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const allStyles = 'src/app/mantine-styles.ts'
  const subset = 'src/app/signed-in-styles.ts'
  const screens = Object.keys(manifest).filter((key) => screenRoutes.some((r) => r.test(key)))
  if (screens.length === 0)
    return ['no chunk of the signed-in layout or the dashboard in the build']
  if (!manifest[subset]?.css?.length) return [`no stylesheet of ${subset} in the build`]
  // Everything the entry and the screen's chunks import, at once or later, but other screens and
  // all of Mantine's styles.
  const scripts = staticClosure(
    manifest,
    [entry, ...screens],
    (key) => !isRoute(key) && key !== allStyles,
  )
  const styles = Object.values(manifest)
    .filter((chunk) => scripts.has(chunk.file))
    .flatMap((chunk) => chunk.css ?? [])

  const read = (file) => readFileSync(join(dist, file), 'utf8')
  const drawn = new Set(styles.flatMap((file) => [...classesOf(read(file))]))
  const named = new Set([...scripts].flatMap((file) => [...classesOf(read(file))]))
  const problems = []
  // Which of Mantine's files defines a class the subset lacks: the line to add.
  const files = readdirSync(join(mantine, 'styles')).filter((f) => f.endsWith('.layer.css'))
  const fileOf = (name) =>
    files.find((f) => readFileSync(join(mantine, 'styles', f), 'utf8').includes(name))
  for (const name of named)
    if (!drawn.has(name))
      problems.push(
        `${name}, named by the dashboard's code, is in no stylesheet it has (${fileOf(name) ?? 'not in @mantine/core'})`,
      )

  // The subset's files in the order of Mantine's whole stylesheet.
  const whole = readFileSync(join(mantine, 'styles.layer.css'), 'utf8')
  const order = [
    ...readFileSync(subsetSource, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([^']+)'/g),
  ]
    .map(([, file]) => file)
    .map((file) => {
      const [first] = classesOf(readFileSync(join(mantine, 'styles', file), 'utf8'))
      return { file, at: first ? whole.indexOf(first) : -1 }
    })
  order.forEach(({ file, at }, i) => {
    if (i > 0 && at < order[i - 1].at)
      problems.push(
        `${subsetSource}: ${file} comes before ${order[i - 1].file} in Mantine's stylesheet`,
      )
  })
  return problems
}
