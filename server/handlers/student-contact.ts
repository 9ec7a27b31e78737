// A student's corrections of their own contact details, decided by their campus (issue 12).
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import {
  decideCorrection,
  myContact,
  requestCorrection,
  waitingCorrections,
} from '../repositories/student-contact.ts'
import type { Context, Handlers } from './context.ts'

export function studentContactHandlers({ db }: Context): Handlers {
  return {
    getMyContact: (request) => myContact(db, callerOf(request)),
    requestContactCorrection: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 201,
        body: await requestCorrection(tx, callerOf(request), request.body),
      })),
    listContactCorrections: (request) => waitingCorrections(db, callerOf(request)),
    decideContactCorrection: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await decideCorrection(tx, callerOf(request), request.params.id, request.body),
      })),
  }
}
