// The handlers of an exam's appearance list (decision 0224), marks, publishing and result (0222).
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { appearanceRepository as appearances } from '../repositories/exam-appearances.ts'
import { markRepository as marks } from '../repositories/marks.ts'
import type { Context, Handlers } from './context.ts'
import { studentRead } from './student-read.ts'

export function markHandlers({ db }: Context): Handlers {
  return {
    listExamAppearances: (request) => appearances.list(db, callerOf(request), request.params.id),
    saveExamAppearances: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await appearances.save(tx, callerOf(request), request.params.id, request.body),
      })),
    listExamMarks: (request) =>
      marks.list(db, callerOf(request), request.params.id, request.query.subjectId),
    saveExamMarks: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await marks.save(tx, callerOf(request), request.params.id, request.body),
      })),
    publishExam: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 200,
        body: await marks.publish(tx, callerOf(request), request.params.id),
      })),
    correctMark: (request, reply) =>
      runMutation(db, request, reply, async (tx) => ({
        status: 201,
        body: await marks.correct(tx, callerOf(request), request.params.id, request.body),
      })),
    listMarkCorrections: (request) => marks.corrections(db, callerOf(request), request.params.id),
    getExamResult: (request) => marks.result(db, callerOf(request), request.params.id),
    listStudentResults: (request) =>
      studentRead(db, request, (on, caller, id) => marks.ofStudent(on, caller, id)),
  }
}
