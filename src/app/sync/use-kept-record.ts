import { useLiveQuery } from 'dexie-react-hooks'
import { appDb, type Json, type OutboxRow } from '../../offline/db'

/**
 * The device's copy of a record of a parked row's list: by default the row's own record (with its
 * unsent edits), what names it on /sync when the server's answer carried no record (a refused
 * edit, a moved record); or the record of `key` (a duplicate's existing one), none for null.
 * Null until read, undefined when the device does not hold it.
 */
export const useKeptRecord = (
  row: OutboxRow,
  key: string | null = row.entityId,
): Json | undefined | null =>
  useLiveQuery(
    async () => (key ? (await appDb().records.get([row.scope, row.entity, key]))?.data : undefined),
    [row.scope, row.entity, key],
    null,
  )
