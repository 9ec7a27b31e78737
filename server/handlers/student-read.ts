// A read about one student (its history, results, dues …) by the path's id: to the campus the
// student left, its 404 is moved-away, as the record's own read is (decision 0375).
import type { FastifyRequest } from 'fastify'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import { callerOf } from '../http/access-hook.ts'
import { orMovedAway } from '../repositories/moved-away.ts'
import { students } from '../repositories/students.ts'

export function studentRead<T>(
  db: Db,
  request: FastifyRequest<{ Params: { id: number } }>,
  read: (db: Db, caller: Caller, id: number) => Promise<T>,
): Promise<T> {
  const caller = callerOf(request)
  const { id } = request.params
  return read(db, caller, id).catch(orMovedAway(students, db, caller, id))
}
