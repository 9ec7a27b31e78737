/**
 * Things that must be said before a user signs out, e.g. "3 edits are not synced yet". The
 * offline layer registers a check; the user menu asks them all and lets the user decide.
 */
type SignOutCheck = () => Promise<string | null>

const checks = new Set<SignOutCheck>()

/** Registers a check; returns its removal. */
export function addSignOutCheck(check: SignOutCheck): () => void {
  checks.add(check)
  return () => checks.delete(check)
}

/** The warnings of every registered check that has one. */
export async function signOutWarnings(): Promise<string[]> {
  const answers = await Promise.all([...checks].map((check) => check()))
  return answers.filter((answer): answer is string => answer !== null)
}
