import type { components } from '../../../common/schema.gen'
import { upsertResults } from './bulk-upsert'
import { defineEntity, everyRowSaved } from './define-entity'
import { documentCalls, documentUploads, imageFile } from './document-files'
import { personSortKey } from './person-sort-key'
import { verificationBulk } from './student-verification-bulk'

export type Student = components['schemas']['Student']

/**
 * The student register: paged on the server (a campus has thousands, the country a million), so
 * it has `page` and `get` instead of a whole `list`; creates and edits go through the outbox like
 * every setup list's.
 */
export const studentEntity = defineEntity<
  Student,
  components['schemas']['StudentCreate'],
  components['schemas']['StudentPatch']
>({
  name: 'student',
  label: 'Student',
  updateMethod: 'PATCH',
  updatable: [
    'campusId',
    'programId',
    'batchId',
    'fiscalYearId',
    'firstName',
    'middleName',
    'lastName',
    'nameNe',
    'gender',
    'dateOfBirth',
    'ethnicGroupId',
    'disability',
    'nationality',
    'citizenshipNo',
    'passportNo',
    'permanentProvinceId',
    'permanentDistrictId',
    'permanentLocalLevelId',
    'permanentWard',
    'temporaryProvinceId',
    'temporaryDistrictId',
    'temporaryLocalLevelId',
    'temporaryWard',
    'phone',
    'email',
    'guardianName',
    'guardianPhone',
    'qualifications',
    'semester',
    'year',
    'sectionId',
    'shift',
    'registrationNo',
    'rollNo',
    'symbolNo',
    'scholarship',
    'feeCategory',
    'enrolmentStatus',
    'status',
  ],
  page: (c, query) => c.GET('/Student', { params: { query } }),
  get: (c, id) => c.GET('/Student/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Student', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Student/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
  snapshotFields: [
    // The student lists' filters (Student Enrollment's verification state too), their search
    // (names, the three numbers) and their orders.
    'id',
    // The Campus filter of those who read several campuses (decision 0420).
    'campusId',
    'firstName',
    'middleName',
    'lastName',
    'nameNe',
    'registrationNo',
    'rollNo',
    'symbolNo',
    'programId',
    'batchId',
    'gender',
    'enrolmentStatus',
    'semester',
    'year',
    'sectionId',
    'ethnicGroupId',
    'permanentDistrictId',
    'verificationState',
  ],
  files: {
    photo: imageFile<Student>('/Student/{id}/Photo'),
    ...documentUploads<Student>('Student'),
  },
  documents: documentCalls<Student>('Student'),
  bulk: {
    ...verificationBulk,
    /**
     * A class's day of attendance (decision 0227), all or nothing: every row is recorded, or the
     * server refuses the sheet (then parked on /sync). No cached student changes.
     */
    attendance: async (c, body, header) => {
      const sent = body as components['schemas']['AttendanceSave']
      const { data, response } = await c.PUT('/Attendance', { body: sent, params: { header } })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return everyRowSaved(sent.rows.map((r) => r.studentId))
    },
    /** Enters and edits up to 500 students (an import's chunk, decision 0202). */
    upsert: async (c, body, header) => {
      const sent = body as components['schemas']['StudentBulk']
      const { data, response } = await c.POST('/Student/Bulk', { body: sent, params: { header } })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return upsertResults(sent, data)
    },
    /** Moves students up one term; the answer's term and version update the cached records. */
    promote: async (c, body, header) => {
      const { data, response } = await c.POST('/Student/Promote', {
        body: body as components['schemas']['StudentPromotion'],
        params: { header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return {
        // All or nothing: when one student cannot move, none has moved.
        results: data.results.map((r) => ({
          key: String(r.id),
          ok: data.applied,
          outcome: r.outcome,
          id: r.id,
          version: r.version,
          changes:
            r.outcome === 'graduated'
              ? { enrolmentStatus: 'graduated', version: r.version }
              : { semester: r.semester, year: r.year, version: r.version },
        })),
      }
    },
    /**
     * Puts a promotion's students back (within a day); the answer's terms, statuses and versions
     * update the cached records, so the device no longer lists them in the term they left.
     */
    undoPromotion: async (c, body, header) => {
      const { data, response } = await c.POST('/Student/Promote/{id}/Undo', {
        params: { path: { id: Number(body.promotionId) }, header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      const now = new Map(data.students?.map((s) => [s.id, s]))
      return {
        results: data.restored.map((id) => {
          const back = now.get(id)
          return {
            key: String(id),
            ok: true,
            outcome: 'restored',
            id,
            ...(back && {
              version: back.version,
              changes: {
                semester: back.semester,
                year: back.year,
                enrolmentStatus: back.enrolmentStatus,
                version: back.version,
              },
            }),
          }
        }),
      }
    },
  },
})
