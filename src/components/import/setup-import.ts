// A setup list's import (issue 13, decision 0333), made from its view: the list's form fields are the
// columns, its `importing` declaration the natural keys and the template's example row. Every setup
// list is kept whole on the device, so the records a file may update are the device's copy.
import { importableLists, setupLists, type ImportableList } from '../../../common/setup-lists'
import { formatNumber } from '../../lib/format/local'
import { messages as kitEn } from '../../lib/i18n/compiled/kit.en.gen'
import { messages as kitNe } from '../../lib/i18n/compiled/kit.ne.gen'
import { t } from '../../lib/i18n/import'
import { connectivity } from '../../offline/connectivity'
import { appDb } from '../../offline/db'
import { refreshList } from '../../offline/reference-cache'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'
import type { EntityView, FormValues } from '../entity-view/entity-view'
import { onDevice } from './existing-records'
import type { ImportSpec } from './import-spec'
import type { Catalogues } from './other-words'

/** The setup list whose create operation is the view's (`batch` → `batches`): the log's name. */
function listOf(entity: string): ImportableList {
  const create = `create${entity[0]!.toUpperCase()}${entity.slice(1)}`
  const name = importableLists.find((list) => setupLists[list].operations.create === create)
  if (!name) throw new Error(`${entity} is not a setup list`)
  return name
}

/** `catalogues`: those holding the view's words (the kit's are added), so headers match in both. */
export function setupImport(view: EntityView, catalogues: readonly Catalogues[]): ImportSpec {
  if (!view.importing) throw new Error(`${view.entity} declares no import`)
  // The owner a row of the file is matched within: the campus of a campus's list (a field of it),
  // the university where the keys name one (a university's graduation table); the server sets it.
  const keyed = new Set(view.importing.naturalKeys.flat())
  const byCampus = view.fields.some((field) => field.name === 'campusId')
  const byUniversity = keyed.has('universityId')
  return {
    view,
    catalogues: [...catalogues, { en: kitEn, ne: kitNe }],
    naturalKeys: view.importing.naturalKeys,
    implied: (user): FormValues => {
      const { campusId, universityId } = user?.institution ?? {}
      return {
        ...(byCampus && campusId ? { campusId: String(campusId) } : {}),
        ...(byUniversity && universityId ? { universityId: String(universityId) } : {}),
      }
    },
    // Read again first when online (with its ETag), so records imported a minute ago are found as
    // the server keeps them; offline, the device's copy is all there is, and the preview says so.
    existing: async (user) => {
      const port = ports.get(view.entity)
      const online = connectivity.get().online !== false && port
      const fresh = online
        ? await refreshList(appDb(), port, scopeOf(user)).then(
            () => true,
            () => false,
          )
        : false
      return { records: await onDevice(user, view.entity), source: fresh ? 'device' : 'offline' }
    },
    register: listOf(view.entity),
    bulkKind: 'upsert',
    example: view.importing.example,
    fileName: view.entity,
    sheetName: view.label,
    chunkLabel: (first, last) =>
      t('import.setup.chunk', {
        list: view.label,
        first: formatNumber(first),
        last: formatNumber(last),
      }),
  }
}
