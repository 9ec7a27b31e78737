import { api } from '../api/client'
import type { ListAnswer, SyncPort } from './sync-port'

type ListPort = Pick<SyncPort, 'entity' | 'list'>

// Option lists that are not setup lists (no edits) but feed dropdowns, so they are cached too.
function optionPort(
  entity: string,
  fetchList: () => Promise<({ id: number; name: string } & Record<string, unknown>)[] | undefined>,
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
export type OptionListName =
  | 'semesterOption'
  | 'yearOption'
  | 'campusOption'
  | 'province'
  | 'district'
  | 'localLevel'

/** Nepal's administrative units are named in both scripts, so either can be typed to find one. */
const bothScripts = <T extends { nameEn: string; nameNe: string }>(unit: T) => ({
  ...unit,
  name: `${unit.nameEn} (${unit.nameNe})`,
})

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
  [
    'province',
    optionPort('province', async () =>
      (await api.GET('/AdminUnit/Provinces')).data?.map(bothScripts),
    ),
  ],
  [
    'district',
    optionPort('district', async () =>
      (await api.GET('/AdminUnit/Districts')).data?.map(bothScripts),
    ),
  ],
  [
    'localLevel',
    optionPort('localLevel', async () =>
      (await api.GET('/AdminUnit/LocalLevels')).data?.map(bothScripts),
    ),
  ],
])
