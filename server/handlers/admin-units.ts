// Nepal's provinces, districts and local levels: whole reference lists (a few hundred rows, cached on
// devices by ETag), optionally those of one province or district.
import { asc, eq } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import type { Context, Handlers } from './context.ts'

export function adminUnitHandlers({ db }: Context): Handlers {
  return {
    listProvinces: async () => db.select().from(t.provinces).orderBy(asc(t.provinces.id)),
    listDistricts: async (request) =>
      db
        .select()
        .from(t.districts)
        .where(
          request.query.provinceId
            ? eq(t.districts.provinceId, request.query.provinceId)
            : undefined,
        )
        .orderBy(asc(t.districts.id)),
    listLocalLevels: async (request) =>
      db
        .select()
        .from(t.localLevels)
        .where(
          request.query.districtId
            ? eq(t.localLevels.districtId, request.query.districtId)
            : undefined,
        )
        .orderBy(asc(t.localLevels.id)),
  }
}
