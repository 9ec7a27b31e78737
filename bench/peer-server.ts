// The fair peer of the API benchmark (issue 19): HEMIS's operations written the ordinary way —
// Fastify, a `pg` pool of the same size (or PGlite in the process), the same JWT verification and
// session check, the same SQL, JSON.stringify — answering the same bodies (the benchmark checks they are equal). What it leaves
// out is what HEMIS adds: the contract's validation, ETags, the access table and permission walk,
// problem+json, logging and the audit tags beyond the operation's name.
import { createHash } from 'node:crypto'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { jwtVerify } from 'jose'
import { programWriters, staff } from '../common/role-groups.ts'
import { peerDatabase } from './peer-database.ts'

// PostgreSQL by DATABASE_URL, or PGlite's data dir in this process (HEMIS_DATA_DIR), as HEMIS.
const { query, transaction, close } = await peerDatabase()
// The secret imported once, as HEMIS does (jose would import it again at every verification).
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.HEMIS_JWT_SECRET),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
)
// Who reads and writes faculties, as HEMIS's access table says (`common/setup-lists.ts`).
const readers = new Set<string>(staff)
const writers = new Set<string>(programWriters)

type Caller = { userId: number; role: string; universityId: number | null; campusId: number | null }

const session = `select u.role, u.university_id as "universityId", u.campus_id as "campusId",
    array(select r.module || ':' || r.action from permission_revocations r
           where r.role = u.role
             and (r.campus_id is null or r.campus_id = u.campus_id)
             and (r.university_id is null or r.university_id = coalesce(u.university_id,
                  (select c.university_id from campuses c where c.id = u.campus_id)))
           order by 1) as revoked
  from sessions s join users u on u.id = s.user_id
 where s.id = $1 and s.revoked_at is null and s.expires_at > now() and u.status and s.user_id = $2`

/** The caller of the request's token, or null: the token's signature, then its session's row. */
async function callerOf(request: FastifyRequest): Promise<Caller | null> {
  const token = request.headers.authorization?.replace(/^Bearer /, '')
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    const userId = Number(payload.sub)
    const { rows } = await query<Omit<Caller, 'userId'>>(session, [payload.sid, userId])
    return rows[0] ? { userId, ...rows[0] } : null
  } catch {
    return null
  }
}

async function allowed(request: FastifyRequest, reply: FastifyReply, roles: Set<string>) {
  const caller = await callerOf(request)
  if (!caller) void reply.code(401).send({ message: 'Unauthorized' })
  else if (!roles.has(caller.role)) void reply.code(403).send({ message: 'Forbidden' })
  else return caller
  return null
}

const columns = `id, university_id as "universityId", campus_id as "campusId",
  faculty_name as "facultyName", faculty_type as "facultyType", short_name as "shortName", code,
  alias, detail, status, version`
const scope = `(university_id is null or university_id = $1) and (campus_id is null or campus_id = $2)`
const scopeOf = (caller: Caller) => [caller.universityId ?? -1, caller.campusId ?? -1]

const app = Fastify()
app.get('/api/health', async () => ({ status: 'ok' }))

app.get('/api/Faculty/GetAllFaculties', async (request, reply) => {
  const caller = await allowed(request, reply, readers)
  if (!caller) return reply
  const { rows } = await query(
    `select ${columns} from faculties where ${scope} order by faculty_name, id`,
    scopeOf(caller),
  )
  return reply.type('application/json').send(JSON.stringify(rows))
})

app.get<{ Params: { id: string } }>('/api/Faculty/:id', async (request, reply) => {
  const caller = await allowed(request, reply, readers)
  if (!caller) return reply
  const { rows } = await query(`select ${columns} from faculties where id = $3 and ${scope}`, [
    ...scopeOf(caller),
    Number(request.params.id),
  ])
  if (!rows[0]) return reply.code(404).send({ message: 'Not found' })
  return reply.type('application/json').send(JSON.stringify(rows[0]))
})

// A campus's students a page at a time (issue 19's paged large list), as HEMIS's GET /api/Student
// answers a campus: in name order after a keyset cursor, the campus's total beside it, then the
// page's photos and documents (type, size, hash; never the bytes).
const studentColumns = `id, version, university_id as "universityId",
  verification_state as "verificationState", campus_id as "campusId", program_id as "programId",
  fiscal_year_id as "fiscalYearId", first_name as "firstName", last_name as "lastName", gender,
  date_of_birth as "dateOfBirth", disability, nationality, qualifications, scholarship,
  fee_category as "feeCategory", enrolment_status as "enrolmentStatus", status,
  updated_at as "updatedAt", verification_note as "verificationNote", batch_id as "batchId",
  middle_name as "middleName", name_ne as "nameNe", ethnic_group_id as "ethnicGroupId",
  citizenship_no as "citizenshipNo", passport_no as "passportNo",
  permanent_province_id as "permanentProvinceId", permanent_district_id as "permanentDistrictId",
  permanent_local_level_id as "permanentLocalLevelId", permanent_ward as "permanentWard",
  temporary_province_id as "temporaryProvinceId", temporary_district_id as "temporaryDistrictId",
  temporary_local_level_id as "temporaryLocalLevelId", temporary_ward as "temporaryWard", phone,
  email, guardian_name as "guardianName", guardian_phone as "guardianPhone", semester, year,
  section_id as "sectionId", shift, registration_no as "registrationNo", roll_no as "rollNo",
  symbol_no as "symbolNo"`

type Student = { id: number; k0?: string; k1?: string }
const cursorOf = (row: Student) =>
  Buffer.from(JSON.stringify([row.k0, row.k1, row.id])).toString('base64url')

app.get<{ Querystring: { limit?: string; after?: string } }>(
  '/api/Student',
  async (request, reply) => {
    const caller = await allowed(request, reply, readers)
    if (!caller) return reply
    const scope =
      caller.role === 'UniAdmin'
        ? { where: 'university_id = $1', id: caller.universityId }
        : { where: 'campus_id = $1', id: caller.campusId }
    const limit = Number(request.query.limit ?? 25)
    const after = request.query.after
      ? (JSON.parse(Buffer.from(request.query.after, 'base64url').toString()) as unknown[])
      : []
    const position = after.length
      ? 'and (lower(last_name), lower(first_name), id) > ($2, $3, $4)'
      : ''
    const [page, count] = await Promise.all([
      query<Student>(
        `select ${studentColumns}, lower(last_name) as k0, lower(first_name) as k1
           from students where ${scope.where} ${position}
          order by lower(last_name), lower(first_name), id limit ${limit + 1}`,
        [scope.id, ...after],
      ),
      query<{ total: number }>(`select count(*)::int as total from students where ${scope.where}`, [
        scope.id,
      ]),
    ])
    const rows = page.rows.slice(0, limit)
    const ids = rows.map((r) => r.id)
    const [photos, documents] = await Promise.all([
      query<{ student_id: number }>(
        `select student_id, content_type as type, size, sha256 as hash
           from student_photos where student_id = any($1)`,
        [ids],
      ),
      query<{ student_id: number }>(
        `select student_id, id, kind, name, content_type as type, size, sha256 as hash,
                created_at as "createdAt"
           from record_documents where student_id = any($1) order by id`,
        [ids],
      ),
    ])
    const items = rows.map(({ k0: _k0, k1: _k1, ...row }) => ({
      ...row,
      photo:
        photos.rows
          .filter((p) => p.student_id === row.id)
          .map(({ student_id: _s, ...p }) => p)[0] ?? null,
      documents: documents.rows
        .filter((d) => d.student_id === row.id)
        .map(({ student_id: _s, ...d }) => d),
    }))
    return reply.type('application/json').send(
      JSON.stringify({
        items,
        total: count.rows[0]!.total,
        nextCursor: page.rows.length > limit ? cursorOf(rows.at(-1)!) : null,
        prevCursor: after.length && rows[0] ? cursorOf(rows[0]) : null,
      }),
    )
  },
)

// A dashboard report (issue 19): the campus's graduates by gender, every gender listed.
app.get('/api/Dashboard/College/GetGraduationByGender', async (request, reply) => {
  const caller = await allowed(request, reply, readers)
  if (!caller) return reply
  const { rows } = await query<{ gender: string; count: number }>(
    `select s.gender, count(*)::int as count from graduations g
       join students s on s.id = g.student_id where s.campus_id = $1 group by 1`,
    [caller.campusId],
  )
  const counts = Object.fromEntries(rows.map((r) => [r.gender, r.count]))
  const genders = ['male', 'female', 'other'].map((gender) => ({
    gender,
    count: counts[gender] ?? 0,
  }))
  return reply.type('application/json').send(
    JSON.stringify({
      generatedAt: new Date().toISOString(),
      rows: genders,
      total: genders.reduce((n, g) => n + g.count, 0),
    }),
  )
})

type FacultyBody = { facultyName: string; facultyType: string; shortName: string }

// A create with an Idempotency-Key as a request of HEMIS makes it: one transaction naming the
// operation for the audit trigger, the key locked and looked up, the row inserted, the answer kept.
app.post<{ Body: FacultyBody }>('/api/Faculty', async (request, reply) => {
  const caller = await allowed(request, reply, writers)
  if (!caller) return reply
  const idempotencyKey = String(request.headers['idempotency-key'] ?? '')
  const body = JSON.stringify(request.body)
  const hash = createHash('sha256').update(`POST ${request.url}\n${body}`).digest('base64url')
  try {
    const answer = await transaction(async (tx) => {
      await tx(
        `select set_config('hemis.operation', 'createFaculty', true),
                set_config('hemis.user_id', $1, true),
                pg_advisory_xact_lock(hashtextextended($2, 0))`,
        [String(caller.userId), `${caller.userId}:${idempotencyKey}`],
      )
      const stored = await tx<{ status_code: number; body: unknown }>(
        'select status_code, body from idempotency_keys where user_id = $1 and key = $2',
        [caller.userId, idempotencyKey],
      )
      if (stored.rows[0]) return { status: stored.rows[0].status_code, body: stored.rows[0].body }
      const { facultyName, facultyType, shortName } = request.body
      const { rows } = await tx(
        `insert into faculties (university_id, campus_id, faculty_name, faculty_type, short_name)
         values ($1, $2, $3, $4, $5) returning ${columns}`,
        [caller.universityId, caller.campusId, facultyName, facultyType, shortName],
      )
      await tx(
        `insert into idempotency_keys (user_id, key, request_hash, status_code, body)
         values ($1, $2, $3, 201, $4)`,
        [caller.userId, idempotencyKey, hash, JSON.stringify(rows[0])],
      )
      return { status: 201, body: rows[0] }
    })
    return reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body))
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      return reply.code(409).send({ message: 'Faculty already exists!' })
    throw error
  }
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => close().then(() => process.exit(0))))
