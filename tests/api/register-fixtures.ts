// What the register tests (students, employees) share: the callers (the demo campus 78 and its
// university, another campus of that university, a campus and a UniAdmin of another university), an
// address with wrong neighbours for the address checks, and the check of an optimistic edit.
import { eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../server/db/connect.ts'
import * as t from '../../server/db/schema.ts'
import { unique } from './factories.ts'
import type { Api } from './harness.ts'

/** Signed-in headers of every caller a register's scope tests need: `await registerCallers(api)`. */
export async function registerCallers(api: Api) {
  const [foreignCampus] = await api.db
    .select()
    .from(t.campuses)
    .where(ne(t.campuses.universityId, 1))
    .orderBy(t.campuses.id)
  return {
    college: await api.as('collegeadmin'),
    clerk: await api.as('collegeuser'),
    uniAdmin: await api.as('uniadmin'),
    superAdmin: await api.as('superadmin'),
    otherCampus: await api.asCaller({
      userId: 9201,
      role: 'CollegeAdmin',
      universityId: 1,
      campusId: 79,
    }),
    otherUniversity: await api.asCaller({
      userId: 9202,
      role: 'CollegeAdmin',
      universityId: foreignCampus!.universityId,
      campusId: foreignCampus!.id,
    }),
    otherUniAdmin: await api.asCaller({
      userId: 9203,
      role: 'UniAdmin',
      universityId: foreignCampus!.universityId,
      campusId: null,
    }),
    /** The campus of `otherUniversity`. */
    foreignCampus: foreignCampus!,
  }
}

/**
 * A local level with its district and province, and a district of another province and a local
 * level of another district: `permanentDistrictId: otherProvinceDistrict` is always wrong.
 */
export async function addressIds(db: Db) {
  const [local] = await db.select().from(t.localLevels).orderBy(t.localLevels.id).limit(1)
  const [district] = await db
    .select()
    .from(t.districts)
    .where(eq(t.districts.id, local!.districtId))
  const [otherDistrict] = await db
    .select()
    .from(t.districts)
    .where(ne(t.districts.provinceId, district!.provinceId))
    .limit(1)
  const [otherLocal] = await db
    .select()
    .from(t.localLevels)
    .where(ne(t.localLevels.districtId, district!.id))
    .limit(1)
  return {
    province: district!.provinceId,
    district: district!.id,
    otherProvinceDistrict: otherDistrict!.id,
    localLevel: local!.id,
    wards: local!.wards,
    otherDistrictLocalLevel: otherLocal!.id,
  }
}

/**
 * An edit from version 1 (`If-Match: "1"`, with an Idempotency-Key) is 200 at version 2, ETag "2";
 * a second edit from version 1 is then 409 stale-version. Answers the edited record and the
 * current one the conflict carries: `await editThenStale(api, '/Student/7', headers, a, b)`.
 */
export async function editThenStale(
  api: Api,
  url: string,
  headers: Record<string, string>,
  edit: object,
  late: object,
) {
  const patch = (payload: object, extra: Record<string, string>) =>
    api.app.inject({
      method: 'PATCH',
      url: `/api${url}`,
      headers: { ...headers, ...extra },
      payload,
    })
  const edited = await patch(edit, { 'if-match': '"1"', 'idempotency-key': `k-${unique()}` })
  expect(edited.statusCode, edited.body).toBe(200)
  expect(edited.headers.etag).toBe('"2"')
  const stale = await patch(late, { 'if-match': '"1"' })
  expect(stale.statusCode).toBe(409)
  expect(stale.json()).toMatchObject({ type: 'https://hemis.local/problems/stale-version' })
  return {
    edited: edited.json<Record<string, unknown>>(),
    current: stale.json().current as unknown,
  }
}
