// The fair peer of the API benchmark (issue 19): HEMIS's operations written the ordinary way —
// Fastify, a `pg` pool of the same size, the same JWT verification and session check, the same SQL,
// JSON.stringify — answering the same bodies (the benchmark checks they are equal). What it leaves
// out is what HEMIS adds: the contract's validation, ETags, the access table and permission walk,
// problem+json, logging and the audit tags beyond the operation's name.
import { createHash } from 'node:crypto'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'
import { jwtVerify } from 'jose'
import pg from 'pg'
import { programWriters, staff } from '../common/role-groups.ts'

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.HEMIS_DB_POOL_SIZE ?? 10),
})
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
    const { rows } = await pool.query<Omit<Caller, 'userId'>>(session, [payload.sid, userId])
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
  const { rows } = await pool.query(
    `select ${columns} from faculties where ${scope} order by faculty_name, id`,
    scopeOf(caller),
  )
  return reply.type('application/json').send(JSON.stringify(rows))
})

app.get<{ Params: { id: string } }>('/api/Faculty/:id', async (request, reply) => {
  const caller = await allowed(request, reply, readers)
  if (!caller) return reply
  const { rows } = await pool.query(`select ${columns} from faculties where id = $3 and ${scope}`, [
    ...scopeOf(caller),
    Number(request.params.id),
  ])
  if (!rows[0]) return reply.code(404).send({ message: 'Not found' })
  return reply.type('application/json').send(JSON.stringify(rows[0]))
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
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(
      `select set_config('hemis.operation', 'createFaculty', true),
              set_config('hemis.user_id', $1, true),
              pg_advisory_xact_lock(hashtextextended($2, 0))`,
      [String(caller.userId), `${caller.userId}:${idempotencyKey}`],
    )
    const stored = await client.query<{ status_code: number; body: unknown }>(
      'select status_code, body from idempotency_keys where user_id = $1 and key = $2',
      [caller.userId, idempotencyKey],
    )
    if (stored.rows[0]) {
      await client.query('commit')
      return reply.code(stored.rows[0].status_code).send(stored.rows[0].body)
    }
    const { facultyName, facultyType, shortName } = request.body
    const { rows } = await client.query(
      `insert into faculties (university_id, campus_id, faculty_name, faculty_type, short_name)
       values ($1, $2, $3, $4, $5) returning ${columns}`,
      [caller.universityId, caller.campusId, facultyName, facultyType, shortName],
    )
    await client.query(
      `insert into idempotency_keys (user_id, key, request_hash, status_code, body)
       values ($1, $2, $3, 201, $4)`,
      [caller.userId, idempotencyKey, hash, JSON.stringify(rows[0])],
    )
    await client.query('commit')
    return reply.code(201).type('application/json').send(JSON.stringify(rows[0]))
  } catch (error) {
    await client.query('rollback')
    if ((error as { code?: string }).code === '23505')
      return reply.code(409).send({ message: 'Faculty already exists!' })
    throw error
  } finally {
    client.release()
  }
})

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))))
