import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { latinDigits } from '../../lib/format/digits'
import { t } from '../../lib/i18n/kit'
import { BsDateInput } from './bs-date-input'
import { FileBox } from '../file-box'
import { chosenFileIssue } from './form-values'
import { valueOfTyped, wordOfValue } from './known-words'
import type { CachedRecord } from '../../offline/db'
import type { FieldDef, FormValues, GroupRow, OptionContext } from '../entity-view/entity-view'
import { optionsOf } from './option-list'

/** The parts of the form a field needs. */
export type FormHandle = {
  key: (path: string) => string
  getInputProps: (path: string, options?: { type?: 'input' | 'checkbox' }) => object
  setFieldValue: (path: string, value: string | File | null) => void
  setFieldError: (path: string, error: string) => void
  insertListItem: (path: string, item: GroupRow) => void
  removeListItem: (path: string, index: number) => void
  getValues: () => FormValues
}

type FieldProps = {
  field: FieldDef
  /** Where the value lives: the field's name, or `group.0.sub` inside a repeated group. */
  path?: string
  form: FormHandle
  disabled: boolean
  lists: ReadonlyMap<string, CachedRecord[]>
  ctx: OptionContext
  current: unknown
}

/** The field-kind map: one Mantine input per kind. */
export function FieldInput({
  field,
  path = field.name,
  form,
  disabled,
  lists,
  ctx,
  current,
}: FieldProps) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    disabled,
    description: field.description,
    key: form.key(path),
  }
  switch (field.kind) {
    case 'select':
      return (
        <Select
          {...common}
          {...form.getInputProps(path)}
          data={field.options ? optionsOf(field.options, lists, ctx, current) : []}
          searchable
          clearable={!field.required}
        />
      )
    case 'textarea':
      return <Textarea {...common} {...form.getInputProps(path)} autosize minRows={1} />
    case 'checkbox':
      return <Checkbox {...common} mt="xl" {...form.getInputProps(path, { type: 'checkbox' })} />
    case 'number':
    case 'money':
      // A text box rather than a number input: Devanagari digits typed on a Nepali keyboard are
      // read (as Latin digits, which the form keeps and sends); the schema checks the number.
      return (
        <TextInput
          {...common}
          {...form.getInputProps(path)}
          onChange={(event) => form.setFieldValue(path, latinDigits(event.currentTarget.value))}
          inputMode={field.kind === 'money' || field.valueType === 'number' ? 'decimal' : 'numeric'}
          leftSection={field.kind === 'money' ? 'Rs.' : undefined}
        />
      )
    case 'file':
      return (
        <FileBox
          {...common}
          {...form.getInputProps(path)}
          accept={field.accept?.join(',')}
          // Checked as it is chosen, by the rule Save applies: a photo too large or not an image is
          // said under its field at once, not after the whole form is filled (decision 0410).
          onChange={(file) => {
            form.setFieldValue(path, file)
            if (file)
              void chosenFileIssue(field, file).then((issue) => {
                if (issue && form.getValues()[path] === file) form.setFieldError(path, issue)
              })
          }}
        />
      )
    case 'group':
      return <GroupInput field={field} form={form} disabled={disabled} lists={lists} ctx={ctx} />
    case 'date':
      return field.calendar === 'ad' ? (
        <TextInput {...common} {...form.getInputProps(path)} type="date" />
      ) : (
        <BsDateInput
          {...common}
          {...form.getInputProps(path)}
          adToo={field.calendar === 'either'}
        />
      )
    default:
      return field.words ? (
        <KnownWordsInput field={field} path={path} form={form} common={common} />
      ) : field.inputMode === 'tel' ? (
        // A phone number typed on a Nepali keyboard: its Devanagari digits are kept as the Latin
        // ones the contract's pattern takes, as a number field's are (and an import's cells).
        <TextInput
          {...common}
          {...form.getInputProps(path)}
          onChange={(event) => form.setFieldValue(path, latinDigits(event.currentTarget.value))}
          inputMode="tel"
        />
      ) : (
        <TextInput {...common} {...form.getInputProps(path)} inputMode={field.inputMode} />
      )
  }
}

/** A text field with known words: shows a known value as its word, keeps a typed word as its value. */
function KnownWordsInput({
  field,
  path,
  form,
  common,
}: {
  field: FieldDef
  path: string
  form: FormHandle
  common: object
}) {
  const props = form.getInputProps(path) as { value?: unknown }
  return (
    <TextInput
      {...common}
      {...props}
      value={wordOfValue(field.words, typeof props.value === 'string' ? props.value : '')}
      onChange={(event) =>
        form.setFieldValue(path, valueOfTyped(field.words, event.currentTarget.value))
      }
      inputMode={field.inputMode}
    />
  )
}

/**
 * A repeated group (a student's qualifications): one row of the group's fields per item, a remove
 * button on each and an add button under them, up to `field.max` rows.
 */
function GroupInput({ field, form, disabled, lists, ctx }: Omit<FieldProps, 'current' | 'path'>) {
  const rows = (form.getValues()[field.name] ?? []) as GroupRow[]
  const empty = Object.fromEntries(
    (field.of ?? []).map((f) => [f.name, f.kind === 'select' ? null : '']),
  )
  // Focus follows the person's own add or remove: to the new row's first field, or (its Remove
  // button gone, focus would fall to the page's start) to Add. Not on a form reset.
  const box = useRef<HTMLDivElement>(null)
  const acted = useRef<'add' | 'remove' | null>(null)
  useEffect(() => {
    const done = acted.current
    acted.current = null
    if (done === 'remove') box.current?.querySelector<HTMLElement>(':scope > button')?.focus()
    if (done === 'add')
      box.current
        ?.querySelector<HTMLElement>(':scope > [role=group]:last-of-type :is(input, textarea)')
        ?.focus()
  }, [rows.length])
  return (
    <Stack
      ref={box}
      gap="xs"
      style={{ gridColumn: '1 / -1' }}
      role="group"
      aria-label={field.label}
    >
      <Text size="sm" fw={500}>
        {field.label}
      </Text>
      {rows.map((row, index) => (
        <Group
          key={form.key(`${field.name}.${index}`)}
          align="flex-end"
          wrap="wrap"
          role="group"
          aria-label={`${field.label} ${index + 1}`}
        >
          {(field.of ?? []).map((sub) => (
            <FieldInput
              key={sub.name}
              field={sub}
              path={`${field.name}.${index}.${sub.name}`}
              form={form}
              disabled={disabled}
              lists={lists}
              ctx={ctx}
              current={row[sub.name]}
            />
          ))}
          <Button
            variant="subtle"
            color="red"
            disabled={disabled}
            onClick={() => {
              acted.current = 'remove'
              form.removeListItem(field.name, index)
            }}
            aria-label={`${t('form.removeRow')}: ${field.label} ${index + 1}`}
          >
            {t('form.removeRow')}
          </Button>
        </Group>
      ))}
      {rows.length < (field.max ?? 10) && (
        <Button
          variant="light"
          disabled={disabled}
          onClick={() => {
            acted.current = 'add'
            form.insertListItem(field.name, { ...empty })
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {`${t('form.addRow')}: ${field.label}`}
        </Button>
      )}
    </Stack>
  )
}
