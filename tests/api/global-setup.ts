// Migrates and seeds one database before the API suite, which every test file then starts from a
// copy of: migrating (753 local levels, 17 migrations) and seeding (3,000 students) once per file
// cost most of the suite's time. PGlite: a seeded data directory, which each file copies and opens
// on disk: about 1 s a file, where reading and loading its tarball into memory took 2.5 s.
// PostgreSQL: a template database each file's database is created from.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/connect.ts'
import { seedIfEmpty } from '../../server/db/seed/seed.ts'

async function seed(options: { url?: string; dataDir?: string }) {
  const database = await openDatabase(options)
  await seedIfEmpty(database.db)
  await database.close()
}

async function postgresTemplate(project: TestProject, serverUrl: string) {
  const name = `hemis_seeded_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  await seed({ url: url.toString() })
  project.provide('seededTemplate', name)
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function pgliteDataDir(project: TestProject) {
  const tmp = resolve('.tmp')
  mkdirSync(tmp, { recursive: true })
  const dir = mkdtempSync(join(tmp, 'api-seeded-'))
  await seed({ dataDir: join(dir, 'data') })
  project.provide('seededDataDir', join(dir, 'data'))
  return () => rmSync(dir, { recursive: true, force: true })
}

export default function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  return url ? postgresTemplate(project, url) : pgliteDataDir(project)
}
