// Spec §9: "Toast durations: 1.5 s login and registration; 2 s faculty and level; default 5 s
// elsewhere". One place, read by the screens and checked against the spec by a test.
export const AUTH_TOAST_MS = 1_500
export const SETUP_TOAST_MS = 2_000
export const DEFAULT_TOAST_MS = 5_000
