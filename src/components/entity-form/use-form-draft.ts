import { useEffect, useRef, useState, type RefObject } from 'react'
import { appDb } from '../../offline/db'
import { changedFrom, dropDraft, keepDraft, readDraft } from '../../offline/form-drafts'
import { carriedOver, openDrafts } from '../../lib/waiting-writes'
import { useScope } from '../../offline/use-scope'
import type { FormValues } from '../entity-view/entity-view'

/** The parts of a Mantine form a draft reads and restores. */
type DraftedForm = {
  values: FormValues
  getValues: () => FormValues
  getInitialValues: () => FormValues
  setValues: (values: Partial<FormValues>) => void
  isDirty: () => boolean
}

/** How long typing pauses before what was typed is kept (a write a keystroke is wasted work). */
const PAUSE_MS = 400

/**
 * Keeps a form's unsaved changes on the device as they are typed and restores them when the form
 * opens again (decision 0391): a tab closed, a browser killed on a tablet short of memory, a page
 * left by a link all lost a half-entered student. `name` names the form (none: no draft).
 * `restoring` is set true while restored values are put in the form, for the form's rules between
 * fields (a district cleared when its province changes) to leave them as they were typed. Nothing
 * is given back until `ready` (the lists the form's selects read are on the device): a choice put
 * in a select before its options showed blank, and choosing it again took it away.
 */
export function useFormDraft(
  name: string | undefined,
  form: DraftedForm,
  restoring: RefObject<boolean>,
  ready: boolean,
) {
  const scope = useScope()
  const [restoredAt, setRestoredAt] = useState<number | null>(null)
  // Until the draft kept (if any) is given back, what is typed is added to it rather than put in
  // its place: typed while the lists load and left at once, it is kept, and so is the draft (and
  // so for good when it is not given back, the person having typed before it was read).
  const state = useRef<'waiting' | 'open'>('waiting')
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Dropped (saved, cancelled, discarded), the form's values are no draft until it is as it opened
  // again (a create form cleared for the next record, a discard): an edit or a change request sent
  // keeps its values as it closes, and the write its leaving made kept them again (seen on CI).
  const sealed = useRef(false)
  const write = useRef((): Promise<unknown> | undefined => undefined)
  // The last write begun (by the pause, or at once; one ended is waited for at once): what the app's
  // reload waits for when the pause ended just before it (seen on CI: a day picked lost, the draft
  // before it given back).
  const writing = useRef<Promise<unknown> | undefined>(undefined)
  // Written now, the write waiting for the pause is not needed (nor left to fire after a drop).
  write.current = () => {
    clearTimeout(pending.current)
    pending.current = undefined
    if (!name || !scope) return
    if (sealed.current && form.isDirty()) return
    sealed.current = false
    const typed = changedFrom(form.getValues(), form.getInitialValues())
    writing.current = keepDraft(appDb(), scope, name, typed, state.current === 'waiting')
    return writing.current
  }

  // What was typed last is kept at once when the form is left (a link), the app is put away (a
  // tablet switching apps, whose browser may then be killed) or the tab is closed.
  useEffect(() => {
    if (!name || !scope) return
    // The write waiting for the pause, made now; none waiting, the one under way (if any).
    const now = () => (pending.current !== undefined ? write.current() : writing.current)
    const hidden = () => void (document.visibilityState === 'hidden' && now())
    const leaving = () => void now()
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', leaving)
    // And before the app reloads itself, which waits for it (`keepTypedNow`).
    const open = { name, write: now }
    openDrafts.add(open)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', leaving)
      openDrafts.delete(open)
      leaving()
    }
  }, [name, scope])

  // The draft given back, if nothing was typed meanwhile: a value put in a field the person is
  // working in (a select open on the option the draft then chose, which the click took away) would
  // fight them. Not given back, it stays kept with what they type added to it. One the form had
  // open as the app reloaded itself (a language chosen) is put back unannounced: nothing was left.
  useEffect(() => {
    if (!name || !scope || !ready) return
    let live = true
    state.current = 'waiting'
    void readDraft(appDb(), scope, name)
      .then((draft) => {
        if (!live) return
        const carried = carriedOver(name)
        if (draft && form.isDirty()) return
        if (draft) {
          restoring.current = true
          form.setValues(draft.values as FormValues)
          restoring.current = false
          if (!carried) setRestoredAt(draft.at)
        }
        state.current = 'open'
      })
      .finally(() => {
        // Typed before the draft was read: kept now (added to a draft not given back).
        if (live && form.isDirty()) void write.current()
      })
    return () => {
      live = false
    }
    // `form` is a new object every render; the draft is the form's name's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, scope, ready])

  // Every change of the values, typed or chosen, after a pause.
  useEffect(() => {
    if (!name) return
    clearTimeout(pending.current)
    pending.current = setTimeout(() => void write.current(), PAUSE_MS)
  }, [name, form.values])

  return {
    restoredAt,
    /** The form saved, cancelled or its draft discarded: the draft goes (a change typed once the
     * form is as it opened again begins another). */
    drop: () => {
      clearTimeout(pending.current)
      pending.current = undefined
      sealed.current = true
      setRestoredAt(null)
      if (name && scope) void dropDraft(appDb(), scope, name)
    },
  }
}
