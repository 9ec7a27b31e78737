// Starts the real API on a fresh, seeded database for one test file.
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { desc, eq } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { sessionService } from '../../server/auth/sessions.ts'
import { tokenService, type Caller } from '../../server/auth/token.ts'
import * as t from '../../server/db/schema.ts'
import { openDatabase, type Database } from '../../server/db/connect.ts'
import { seedIfEmpty } from '../../server/db/seed/seed.ts'
import { demoPassword } from '../../server/db/seed/reference-data.ts'
import type { MailSettings } from '../../server/mail/mailer.ts'
import { contractValidator } from './contract-validator.ts'

// What tests/api/global-setup.ts hands every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the seeded data directory, which each file copies. */
    seededDataDir?: string
    /** PostgreSQL: the name of the seeded template database. */
    seededTemplate?: string
  }
}

export const onPostgres = !!process.env.TEST_DATABASE_URL
const jwtSecret = 'test-secret'

/**
 * A new database on the test PostgreSQL server, dropped by the returned function: a copy of the
 * suite's seeded template, or an empty one (`empty`).
 */
async function freshPostgres({ empty = false } = {}) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  const name = `hemis_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const template = empty ? undefined : inject('seededTemplate')
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** A copy of the API suite's seeded PGlite data directory (in `under`), removed by `drop`. */
export function freshPglite(under?: string) {
  const seeded = inject('seededDataDir')
  if (!seeded) return undefined
  const dataDir = join(mkdtempSync(join(under ?? dirname(seeded), 'copy-')), 'data')
  cpSync(seeded, dataDir, { recursive: true })
  return { dataDir, drop: () => rmSync(dirname(dataDir), { recursive: true, force: true }) }
}

/**
 * A migrated database with no seed (a server's first start), closed and dropped by `close`: on
 * the test PostgreSQL server where there is one, else PGlite in memory. PGlite's migration of a
 * new database took over 100 s of a slow two-core machine, PostgreSQL's a few.
 */
export async function emptyDatabase(): Promise<Database> {
  if (!onPostgres) return openDatabase({})
  const fresh = await freshPostgres({ empty: true })
  const database = await openDatabase({ url: fresh.url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await fresh.drop()
    },
  }
}

/** `pgliteUnder`: the directory PGlite's copy of the database goes in (on PostgreSQL, unused). */
export async function startApi(
  options: { mail?: MailSettings; pgliteUnder?: string; trustedProxies?: string[] } = {},
) {
  const pgDb = onPostgres ? await freshPostgres() : undefined
  const pgliteDb = pgDb ? undefined : freshPglite(options.pgliteUnder)
  // A copy of the database the suite's global setup migrated and seeded (tests/api/global-setup.ts).
  const database: Database = pgDb
    ? await openDatabase({ url: pgDb.url })
    : await openDatabase({ dataDir: pgliteDb?.dataDir })
  // Outside the API suite (the unit tests that sync against the real API) there is no copy to
  // start from: migrate and seed here.
  await seedIfEmpty(database.db)
  const config = {
    jwtSecret,
    homeCampusId: 78,
    publicUrl: 'http://hemis.test',
    mail: options.mail,
    trustedProxies: options.trustedProxies,
  }
  const app = await buildApp({ database, config, distDir: '/nonexistent' })
  await app.ready()
  /** Another server process on the same database (as behind a load balancer); its caller closes it. */
  async function anotherProcess() {
    const other = await buildApp({ database, config, distDir: '/nonexistent' })
    await other.ready()
    return other
  }
  const sessions = sessionService(database.db, tokenService(jwtSecret))
  checkEveryAnswer(app, await contractValidator())

  async function login(email: string, password = demoPassword) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/Login',
      payload: { email, password },
    })
    return res
  }
  /**
   * Headers of a signed-in demo account, `await as('collegeadmin')`: its token and, as a browser
   * would send it, its session's refresh cookie.
   */
  async function as(account: string): Promise<{ authorization: string; cookie?: string }> {
    const res = await login(`${account}@hemis.local`)
    if (res.statusCode !== 200) throw new Error(`login of ${account} failed: ${res.body}`)
    return {
      authorization: `Bearer ${res.json().tokenString as string}`,
      cookie: String(res.headers['set-cookie']).split(';')[0]!,
    }
  }
  /**
   * Headers of a caller no demo account plays (a user of another campus): the user is created with
   * that id when missing, and signed in with a real session.
   */
  async function asCaller(caller: Caller) {
    await database.db
      .insert(t.users)
      .values({
        id: caller.userId,
        email: `caller-${caller.userId}@hemis.test`,
        fullName: `Test caller ${caller.userId}`,
        passwordHash: 'not-a-hash',
        role: caller.role,
        universityId: caller.universityId,
        campusId: caller.campusId,
      })
      .onConflictDoNothing()
    return { authorization: `Bearer ${(await sessions.open(caller.userId)).token}` }
  }
  async function close() {
    await app.close()
    await database.close()
    await pgDb?.drop()
    pgliteDb?.drop()
  }
  /** The e-mail and token of the newest password link mailed to an address (kept in `mails`). */
  async function passwordLinkMailedTo(address: string) {
    const [mail] = await database.db
      .select()
      .from(t.mails)
      .where(eq(t.mails.to, address))
      .orderBy(desc(t.mails.id))
      .limit(1)
    const match = /\/reset-password\/([^/\s]+)\/(\S+)/.exec(mail?.body ?? '')
    if (!match) throw new Error(`no password link mailed to ${address}`)
    return { email: decodeURIComponent(match[1]!), token: match[2]!, body: mail!.body }
  }
  /** Closes only the database, as when its server goes away under a running app. */
  const closeDatabase = () => database.close()
  return {
    app,
    db: database.db,
    login,
    as,
    asCaller,
    passwordLinkMailedTo,
    anotherProcess,
    close,
    closeDatabase,
  }
}
export type Api = Awaited<ReturnType<typeof startApi>>

/**
 * Every `app.inject` of every API test goes through the contract validator; an answer that breaks
 * openapi/hemis.yaml throws at the call, naming the operation, the status and what is wrong.
 */
function checkEveryAnswer(
  app: Awaited<ReturnType<typeof buildApp>>,
  contract: Awaited<ReturnType<typeof contractValidator>>,
) {
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>
  const checked = async (options: InjectOptions) => {
    const res = await inject(options)
    const found = contract.violations({
      method: options.method ?? 'GET',
      url: options.url as string,
      statusCode: res.statusCode,
      headers: res.headers,
      body: res.body,
    })
    if (found.length) throw new Error(`The answer breaks openapi/hemis.yaml:\n${found.join('\n')}`)
    return res
  }
  app.inject = checked as typeof app.inject
}

/** A multipart/form-data body of text fields, as the legacy forms send them (registration, faculty). */
export function multipartForm(fields: Record<string, string>) {
  const boundary = '----hemis-test'
  const body =
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
