import { Alert, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { contractIssues } from './contract-limits'
import { useEffect, useRef, useState } from 'react'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'
import type {
  EntityView,
  FieldDef,
  FieldState,
  FormValues,
  Lookup,
  OptionContext,
} from '../entity-view/entity-view'
import { FieldInput } from './field-input'
import { fileContentIssues, fileIssues, numberIssues, groupIssues } from './form-values'
import { listsPending, unfitChoices } from './option-list'
import { sectionsOf } from './sections'
import { useFocusBack } from '../use-focus-back'
import { useFormDraft } from './use-form-draft'
import { changedFrom, draftName } from '../../offline/form-drafts'
import { t } from '../../lib/i18n/kit'
import { formatDateTime } from '../../lib/format/local'

/** The form's first field a person types in or chooses from. */
const FIRST_FIELD = 'input:not([disabled], [type=hidden]), textarea:not([disabled])'

type Props = {
  view: EntityView
  mode: 'create' | 'edit'
  initialValues: FormValues
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  submitLabel: string
  /** `false`: nothing was saved (the screen said why): the form stays as typed, its draft kept. */
  onSubmit: (values: FormValues, state: FieldState) => Promise<void | false> | void | false
  /** Cancel, beside submit (an edit's): what was typed and kept as a draft goes with it. */
  onCancel?: () => void
  /**
   * The form's unsaved changes are kept on the device as they are typed, under this name after
   * the entity's (`create`, `edit:42`), and restored when it opens again (decision 0391).
   */
  draft?: string
  /** Discard it pressed on the draft's notice: what the screen keeps beside the form goes too. */
  onDiscard?: () => void
  /**
   * The server's refusal of what the form holds, by field (a duplicate's field, decision 0409):
   * shown on those fields, the first one focused, each time a new object is given.
   */
  serverErrors?: Record<string, string>
}

/**
 * One form for every setup list: fields from the view, validation from its valibot schema, rules
 * between fields from `view.adjust`. Used both for "add" and inside the edit dialog. New
 * `initialValues` (defaults from lists that arrive later) replace the values the user has not
 * changed.
 */
export function EntityForm({
  view,
  mode,
  initialValues,
  lists,
  lookup,
  submitLabel,
  onSubmit,
  onCancel,
  draft: formName,
  onDiscard,
  serverErrors,
}: Props) {
  const { user } = useSession()
  const role = user ? roleOf(user) : null
  const hiddenNames = new Set(
    view.fields
      .filter(
        (f) =>
          (f.shownTo !== undefined && !(role && f.shownTo.includes(role))) ||
          (f.onlyIn === 'edit' && mode !== 'edit'),
      )
      .map((f) => f.name),
  )
  const schemaCheck = schemaResolver(view.schema, { sync: true })
  const restoring = useRef(false)
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    // A field the user does not see (a commission user's campus) cannot hold an error.
    validate: (values) =>
      Object.fromEntries(
        Object.entries({
          ...contractIssues(view.entity, values),
          ...groupIssues(view, values),
          ...fileIssues(view, values),
          ...numberIssues(view, values),
          ...schemaCheck(values),
          ...view.crossCheck?.(values, lookup, mode === 'edit' ? initialValues : undefined),
        }).filter(([name]) => !hiddenNames.has(name)),
      ),
    onValuesChange: (next, previous) => {
      if (restoring.current) return
      const changes = {
        ...unfitChoices(view.fields, next, previous, { user, lookup, mode }),
        ...view.adjust?.(next, previous, lookup),
      }
      if (Object.keys(changes).length > 0) form.setValues(changes)
    },
  })
  // Not sent until the lists it reads are: a field a rule disables for want of one (a student's
  // term, before its program's type is known) would be sent as cleared. Nor twice: a double click
  // saved a new student twice (the second click came while the first checked its files).
  const waiting = listsPending(view, lists)
  const draft = useFormDraft(
    formName && draftName(view.entity, formName),
    form,
    restoring,
    !waiting,
  )
  const initial = JSON.stringify(initialValues)
  useEffect(() => {
    const next = JSON.parse(initial) as FormValues
    // What the person typed (or a draft gave back) stays; the fields they left take the new
    // values: a default from a list that came after a draft was restored, or the record as
    // another device's edit left it (sent back unchanged, the form's stale value would undo that).
    const typed = form.isDirty() ? changedFrom(form.getValues(), form.getInitialValues()) : {}
    form.setInitialValues(next)
    form.setValues({ ...next, ...typed })
    // `form` is a new object every render; the values are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial])
  const state: FieldState = {
    disabled: (field) =>
      (mode === 'edit' && (view.lockedInEdit ?? []).includes(field.name)) ||
      (field.disabled?.(form.getValues(), { mode, lookup }) ?? false),
    hidden: (field) => hiddenNames.has(field.name),
  }
  const ctx: OptionContext = { user, values: form.getValues(), lookup }

  const element = useRef<HTMLFormElement>(null)
  // A refused save takes the user to the first field at fault (its message is its description, so
  // a screen reader reads it): on a phone the messages are otherwise above the fold, unannounced.
  // After the render that marks the fields, hence a count the effect follows.
  const [refusals, setRefusals] = useState(0)
  const showFirstIssue = () => setRefusals((n) => n + 1)
  useEffect(() => {
    if (refusals === 0) return
    const field = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    field?.focus({ preventScroll: true })
    field?.scrollIntoView({ block: 'center' })
  }, [refusals])
  useEffect(() => {
    if (!serverErrors || Object.keys(serverErrors).length === 0) return
    form.setErrors(serverErrors)
    showFirstIssue()
    // A new refusal is a new object; the form's own object changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors])
  const inFlight = useRef(false)
  const [sending, setSending] = useState(false)
  const handleSubmit = form.onSubmit(async (values) => {
    if (waiting || inFlight.current) return
    inFlight.current = true
    setSending(true)
    try {
      const wrongFiles = await fileContentIssues(view, values)
      if (Object.keys(wrongFiles).length > 0) {
        form.setErrors(wrongFiles)
        showFirstIssue()
        return
      }
      if ((await onSubmit(values, state)) === false) return
      draft.drop()
      if (mode === 'create') {
        form.reset()
        // The form cleared for the next record: its first field, not the page's start (where
        // focus fell from the submit button, disabled while saving), is where that one begins.
        firstField()?.focus()
      }
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }, showFirstIssue)
  // A save that failed (or an edit's form still shown): focus is put back on the submit button
  // it fell from while the button was disabled.
  const submit = useRef<HTMLButtonElement>(null)
  useFocusBack(submit, sending)

  const grid = (fields: readonly FieldDef[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {fields
        .filter((field) => !state.hidden(field))
        .map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            form={form}
            disabled={state.disabled(field)}
            lists={lists}
            ctx={ctx}
            current={form.getValues()[field.name]}
          />
        ))}
    </SimpleGrid>
  )

  const firstField = () => element.current?.querySelector<HTMLElement>(FIRST_FIELD)
  return (
    <form ref={element} onSubmit={handleSubmit} noValidate>
      {draft.restoredAt !== null && (
        <Alert color="blue" variant="light" mb="md" role="status">
          <Group justify="space-between" gap="xs">
            {t('form.draftRestored', { time: formatDateTime(new Date(draft.restoredAt)) })}
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                draft.drop()
                onDiscard?.()
                form.reset()
                // The notice goes with its button: focus goes to where the form begins.
                firstField()?.focus()
              }}
            >
              {t('form.draftDiscard')}
            </Button>
          </Group>
        </Alert>
      )}
      {view.sections ? (
        <Stack gap="md">
          {sectionsOf(view).map(({ section, fields }) => (
            <Fieldset key={section.name} legend={section.label}>
              {grid(fields)}
            </Fieldset>
          ))}
        </Stack>
      ) : (
        grid(view.fields)
      )}
      <Group justify="flex-end" mt="md">
        {onCancel && (
          <Button
            variant="default"
            onClick={() => {
              draft.drop()
              onCancel()
            }}
          >
            {t('setup.cancel')}
          </Button>
        )}
        <Button ref={submit} type="submit" loading={sending || waiting}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  )
}
