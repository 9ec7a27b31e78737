import { useLiveQuery } from 'dexie-react-hooks'
import { appDb, type Json, type OutboxRow } from '../../offline/db'

/**
 * The device's copy of a parked row's record (with its unsent edits): what names the record on
 * /sync when the server's answer carried no record (a refused edit, a moved record). Null until
 * read, undefined when the device does not hold it.
 */
export const useKeptRecord = (row: OutboxRow): Json | undefined | null =>
  useLiveQuery(
    async () => (await appDb().records.get([row.scope, row.entity, row.entityId]))?.data,
    [row.scope, row.entity, row.entityId],
    null,
  )
