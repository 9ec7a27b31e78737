import { useEffect, useRef, useState } from 'react'
import { appDb } from '../../offline/db'
import { keepDraft, readDraft } from '../../offline/form-drafts'
import { useScope } from '../../offline/use-scope'
import type { Status } from './roster'

/** A sheet's marks not saved yet: each person's mark, and who was marked by "the others present". */
export type SheetMarks = { edits: Map<number, Status>; filled: Set<number> }

const none = (): SheetMarks => ({ edits: new Map(), filled: new Set() })

/**
 * A day sheet's marks given and not saved, kept on the device as each is given, as a form's draft
 * is (decision 0391): a page left, a tab closed or a tablet's browser killed loses none, and the
 * sheet of that day and group opened again gives them back (`restored`). `form` names the sheet's
 * draft (null while its group is unknown: nothing is kept or read).
 */
export function useMarksDraft(form: string | null) {
  const scope = useScope()
  const [marks, setMarks] = useState(none)
  const [restored, setRestored] = useState(false)
  // A mark given before the draft was read is not overwritten by it.
  const given = useRef(false)
  useEffect(() => {
    if (!scope || !form) return
    let live = true
    void readDraft(appDb(), scope, form).then((draft) => {
      const values = draft?.values as { edits?: [number, Status][]; filled?: number[] } | undefined
      if (!live || given.current || !values?.edits?.length) return
      setMarks({ edits: new Map(values.edits), filled: new Set(values.filled) })
      setRestored(true)
    })
    return () => {
      live = false
    }
  }, [scope, form])
  /** The sheet's marks now (none once saved): kept, or the draft dropped when there are none. */
  const change = (next: SheetMarks) => {
    given.current = true
    setMarks(next)
    if (next.edits.size === 0) setRestored(false)
    if (!scope || !form) return
    const values = next.edits.size === 0 ? {} : { edits: [...next.edits], filled: [...next.filled] }
    void keepDraft(appDb(), scope, form, values)
  }
  return { ...marks, restored, change }
}
