// What a deployment sets at build time (VITE_* variables); the defaults are the demo's.
const env = import.meta.env as Record<string, string | undefined>

export const deployment = {
  supportPhone: env.VITE_SUPPORT_PHONE ?? '+977-1-0000000',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@hemis.local',
  /** The legacy HEMIS address for the Links dropdown; the item is hidden when unset. */
  oldSystemUrl: env.VITE_OLD_SYSTEM_URL,
} as const
