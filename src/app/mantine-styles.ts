// All of Mantine's styles, in its cascade layer: every screen but the sign-in page waits for them
// (src/main.tsx; the signed-in layout's chunk imports them too), the sign-in page paints with
// first-paint.css and asks for them once idle (decision 0342).
import '@mantine/core/styles.layer.css'
