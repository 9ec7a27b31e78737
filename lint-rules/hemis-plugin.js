// The project's own lint rule, run by oxlint as a JS plugin (.oxlintrc.json): a file under
// src/features/<a>/ may not import from src/features/<b>/. It resolves the import against the
// importing file, because a sibling feature is reached as `../b/x`, which no path pattern of
// no-restricted-imports can tell from `../../lib/x` without knowing the depth.
import { dirname, resolve, sep } from 'node:path'

/** The feature a file belongs to: `auth` for …/src/features/auth/login-form.tsx, else undefined. */
const featureOf = (file) => {
  const parts = file.split(sep)
  const at = parts.findLastIndex((part, i) => part === 'features' && parts[i - 1] === 'src')
  return at >= 0 && at + 1 < parts.length ? parts[at + 1] : undefined
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'No feature imports another feature (ARCHITECTURE.md).' },
    messages: {
      crossFeature:
        'Feature "{{from}}" imports feature "{{to}}": move the shared part to components/ or lib/.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (!from) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const to = featureOf(resolve(dirname(context.filename), source))
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default {
  meta: { name: 'hemis' },
  rules: { 'no-cross-feature-imports': noCrossFeatureImports },
}
