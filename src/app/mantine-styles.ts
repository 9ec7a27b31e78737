// All of Mantine's styles, in its cascade layer: every screen but the sign-in page and the
// signed-in dashboard waits for them (src/app/screen-styles.ts; decisions 0342, 0349).
import '@mantine/core/styles.layer.css'

/** Which styles came (a chunk of script of its own: see signed-in-styles.ts). */
export const styles = 'all'
