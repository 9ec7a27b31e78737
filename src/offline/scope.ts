/** Who the cache and outbox rows belong to: one user at one institution. */
export type SyncUser = { id: number; institution: { id: number } }

/** `12@78`: user 12 working for institution 78. */
export const scopeOf = (user: SyncUser): string => `${user.id}@${user.institution.id}`

export const isLocalKey = (key: string): boolean => key.startsWith('local-')
