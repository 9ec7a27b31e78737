// A student record's verification (decisions 0250–0252): submit, verify, return, submit or verify many, the
// change requests of a verified record and the record's history. Every write runs in runMutation
// (one transaction with the audit rows and the Idempotency-Key's stored answer).
import type { FastifyReply } from 'fastify'
import type { VerificationAction } from '../../common/verification-rules.ts'
import { callerOf } from '../http/access-hook.ts'
import { ifMatchVersion, versionTag } from '../http/etag.ts'
import { runMutation } from '../http/mutation.ts'
import { studentHistory } from '../repositories/student-history.ts'
import { transferStudent } from '../repositories/student-transfer.ts'
import {
  decideChange,
  listChangeRequests,
  requestChange,
  transition,
  returnMany,
  submitMany,
  verifyMany,
} from '../repositories/student-verification.ts'
import type { Context, Handlers, RequestOf } from './context.ts'
import { studentRead } from './student-read.ts'

type TransitionRequest = RequestOf<'submitStudent'> | RequestOf<'returnStudent'>

export function studentVerificationHandlers({ db }: Context): Handlers {
  const move = (action: VerificationAction) => (request: TransitionRequest, reply: FastifyReply) =>
    runMutation(db, request, reply, async (tx) => {
      const body = request.body as { reason?: string } | undefined
      const student = await transition(tx, callerOf(request), request.params.id, action, {
        expectedVersion: ifMatchVersion(request.headers['if-match']),
        note: body?.reason?.trim(),
      })
      reply.header('etag', versionTag(student.version))
      return { status: 200, body: student }
    })
  return {
    submitStudent: move('submit'),
    verifyStudent: move('verify'),
    returnStudent: move('return'),
    transferStudent: (request, reply) =>
      runMutation(db, request, reply, async (tx) => {
        const student = await transferStudent(
          tx,
          callerOf(request),
          request.params.id,
          request.body,
          ifMatchVersion(request.headers['if-match']),
        )
        reply.header('etag', versionTag(student.version))
        return { status: 200, body: student }
      }),
    verifyStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => {
        return { status: 200, body: await verifyMany(tx, callerOf(request), request.body.ids) }
      }),
    submitStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => {
        return { status: 200, body: await submitMany(tx, callerOf(request), request.body.ids) }
      }),
    returnStudents: (request, reply) =>
      runMutation(db, request, reply, async (tx) => {
        const { ids, reason } = request.body
        return { status: 200, body: await returnMany(tx, callerOf(request), ids, reason) }
      }),
    getStudentHistory: (request) => studentRead(db, request, studentHistory),
    listStudentChangeRequests: (request) => studentRead(db, request, listChangeRequests),
    createStudentChangeRequest: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 201,
        body: await requestChange(tx, callerOf(request), request.params.id, {
          fields: request.body.fields,
          reason: request.body.reason,
        }),
      })),
    approveStudentChangeRequest: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await decideChange(tx, callerOf(request), request.params.id, { approve: true }),
      })),
    rejectStudentChangeRequest: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await decideChange(tx, callerOf(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      })),
  }
}
