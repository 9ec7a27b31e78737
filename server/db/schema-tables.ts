import { is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import * as t from './schema.ts'

/** Every table the schema declares (its other exports are enums and relations). */
export const schemaTables = (Object.values(t) as unknown[]).filter((v): v is PgTable =>
  is(v, PgTable),
)
