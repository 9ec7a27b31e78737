// An exam's appearance list (decision 0224): the students of its class who sit it, each with the
// symbol number of that exam. Saved as one sheet, all or nothing; locked once the result is published.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { components } from '../../common/schema.gen.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems, type FieldError } from '../problems.ts'
import { exams, published } from './exams.ts'
import { classOf, writableExam } from './marks.ts'

const a = t.examAppearances

const listOf = (db: Db | Tx, examId: number) =>
  db
    .select({ studentId: a.studentId, symbolNo: a.symbolNo })
    .from(a)
    .where(eq(a.examId, examId))
    .orderBy(sql`lower(${a.symbolNo})`, a.studentId)

export const appearanceRepository = {
  async list(db: Db, caller: Caller, examId: number) {
    await exams.get(db, caller, examId)
    return listOf(db, examId)
  },

  /**
   * The rows replace those students' symbol numbers (null: off the list). 400 for a student outside
   * the class or a number given twice in the sheet; 409 for a number another student holds (the
   * unique index decides, so it holds under concurrent saves); 409 once published.
   */
  async save(
    tx: Tx,
    caller: Caller,
    examId: number,
    body: components['schemas']['ExamAppearanceSave'],
  ) {
    const { exam, publishedAt } = await writableExam(tx, caller, examId)
    const inClass = new Set((await classOf(tx, exam)).map((s) => s.id))
    const errors: FieldError[] = []
    const seen = new Map<string, number>()
    body.rows.forEach((row, i) => {
      if (!inClass.has(row.studentId)) {
        errors.push({
          field: `rows.${i}.studentId`,
          message: "is not an active student of the exam's class",
        })
      }
      const number = row.symbolNo?.trim().toLowerCase()
      if (!number) return
      const first = seen.get(number)
      if (first !== undefined) {
        errors.push({
          field: `rows.${i}.symbolNo`,
          message: `is also given in row ${first + 1} of this list`,
        })
      } else seen.set(number, i)
    })
    if (errors.length)
      throw problems.validation(errors, 'Some rows of the appearance list are not valid.')
    if (publishedAt) throw published()
    // Saves of one exam's list take turns (the exam itself is only share-locked, so marks of its
    // papers are saved meanwhile): each deletes what the one before it committed. At once, two
    // devices' same list both deleted nothing and the second's insert broke the primary key (409
    // duplicate for a list no one else held), or deadlocked in their own row orders.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`exam-appearances:${examId}`}, 0))`,
    )
    // Those students' numbers go first, so two students may swap numbers in one save.
    await tx.delete(a).where(
      and(
        eq(a.examId, examId),
        inArray(
          a.studentId,
          body.rows.map((r) => r.studentId),
        ),
      ),
    )
    const given = body.rows.filter((r) => r.symbolNo?.trim())
    if (given.length) {
      await tx
        .insert(a)
        .values(
          given.map((r) => ({ examId, studentId: r.studentId, symbolNo: r.symbolNo!.trim() })),
        )
    }
    return listOf(tx, examId)
  },
}
