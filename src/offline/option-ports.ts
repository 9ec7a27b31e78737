import { api } from '../api/client'
import type { ListAnswer, SyncPort } from './sync-port'

type ListPort = Pick<SyncPort, 'entity' | 'list'>

// Option lists that are not setup lists (no edits) but feed dropdowns, so they are cached too.
function optionPort(
  entity: string,
  fetchList: () => Promise<{ id: number; name: string }[] | undefined>,
): ListPort {
  return {
    entity,
    async list(): Promise<ListAnswer> {
      const rows = (await fetchList()) ?? []
      return { notModified: false, rows: rows.map((r) => ({ ...r, version: 1 })) }
    },
  }
}

/** Option lists cached for dropdowns, by name. */
export type OptionListName = 'semesterOption' | 'yearOption' | 'campusOption'

export const optionPorts = new Map<OptionListName, ListPort>([
  [
    'semesterOption',
    optionPort('semesterOption', async () => (await api.GET('/StudentUpgrade/Semesters')).data),
  ],
  [
    'yearOption',
    optionPort('yearOption', async () => (await api.GET('/StudentUpgrade/Years')).data),
  ],
  [
    'campusOption',
    optionPort('campusOption', async () =>
      (await api.GET('/Campus/GetCampusForSelection')).data?.map((c) => ({
        ...c,
        name: c.campusName,
      })),
    ),
  ],
])
