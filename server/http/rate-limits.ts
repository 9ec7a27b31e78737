// Writes anyone may send without signing in (registration, password-reset requests and resets) are
// limited per client address, so nobody can flood accounts or mailboxes from one machine. Sign-in has
// its own, stricter rule in the database (`auth/sign-in-failures.ts`). These counters are per server
// process: behind a load balancer each process allows its share (see docs/operations.md).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { HttpProblem } from '../problems.ts'

const limited: Record<string, { max: number; minutes: number }> = {
  registerStudent: { max: 30, minutes: 60 },
  requestPasswordReset: { max: 20, minutes: 60 },
  resetPassword: { max: 20, minutes: 15 },
  createFirstAdmin: { max: 10, minutes: 15 },
  // A tab asks once in 15 minutes; a campus's users share one address behind its router.
  refreshSession: { max: 600, minutes: 15 },
  // Codes are not guessable; the limit keeps anyone from trying.
  verifyCharacterCertificate: { max: 60, minutes: 15 },
  verifyStudentCard: { max: 60, minutes: 15 },
  verifyStudentCardPhoto: { max: 60, minutes: 15 },
}

export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        429,
        'too-many-requests',
        'Too many requests',
        `Too many requests from this address. Try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
      ),
  })
}

/** The route option that limits an operation, or nothing for operations without a limit. */
export function rateLimitOf(operationId: string) {
  const rule = limited[operationId]
  return rule ? { config: { rateLimit: { max: rule.max, timeWindow: rule.minutes * 60_000 } } } : {}
}
