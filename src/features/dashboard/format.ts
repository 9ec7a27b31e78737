// One way to write numbers and times on the dashboard, so the screen and its tests agree.
const integer = new Intl.NumberFormat('en-US')
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** `1234` → `1,234`. */
export const formatCount = (n: number) => integer.format(n)

/** `12.5` → `12.50`, as the API rounds rates to two decimals. */
export const formatRate = (n: number) => n.toFixed(2)

/** An ISO time → `22 Nov 2026, 13:45` in the reader's time zone. */
export const formatTime = (iso: string) => dateTime.format(new Date(iso))
