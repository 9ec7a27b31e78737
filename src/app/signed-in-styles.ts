// Mantine's styles of the signed-in frame and the dashboard (decision 0349), loaded by
// src/app/screen-styles.ts.
import './signed-in-styles.css'

/**
 * Which styles came. (A module of style alone is no chunk of the build's manifest, so the bundle
 * graph — budgets, the install's precache, the first screens' preloads — would not see it.)
 */
export const styles = 'signed-in'
