// Students' identity cards (decision 0253): a class's current cards, issuing them all or nothing
// (stored with the Idempotency-Key), and the public verification a printed card's QR code opens.
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { problems } from '../problems.ts'
import { studentCards } from '../repositories/student-cards.ts'
import type { Context, Handlers } from './context.ts'

export function studentCardHandlers({ db }: Context): Handlers {
  return {
    listStudentCards: async (request) => ({
      items: await studentCards.list(db, callerOf(request), request.query),
    }),
    issueStudentCards: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await studentCards.issue(tx, callerOf(request), request.body),
      })),
    verifyStudentCard: async (request) => {
      const found = await studentCards.verify(db, request.params.code)
      if (!found) throw problems.notFound('Card')
      return found
    },
    verifyStudentCardPhoto: async (request, reply) => {
      const photo = await studentCards.verifiedPhoto(db, request.params.code)
      if (!photo) throw problems.notFound("Card's photo")
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(photo.type)
        .send(photo.bytes)
    },
  }
}
