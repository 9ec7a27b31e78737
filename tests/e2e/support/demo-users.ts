// The demo accounts the server seeds when HEMIS_DEMO=1 (server/db/seed/reference-data.ts).
export const DEMO_PASSWORD = 'Demo@12345'
export const DEMO_ADMIN_EMAIL = 'admin@hemis.local'
