import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import type { ReactNode } from 'react'
import type { CachedRecord } from '../../offline/db'
import type { EntityView, FieldDef, FormValues, Lookup } from '../entity-view/entity-view'
import { optionsOf } from './option-list'

type Props = {
  view: EntityView
  mode: 'create' | 'edit'
  initialValues: FormValues
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
  submitLabel: string
  onSubmit: (values: FormValues, isDisabled: (field: FieldDef) => boolean) => Promise<void> | void
  /** Extra buttons beside submit (the dialog's Cancel). */
  actions?: ReactNode
  /** Fields fixed once the record exists (a subject's program). */
  lockedInEdit?: readonly string[]
}

/**
 * One form for every setup list: fields from the view, validation from its valibot schema, rules
 * between fields from `view.adjust`. Used both for "add" and inside the edit dialog.
 */
export function EntityForm({
  view,
  mode,
  initialValues,
  lists,
  lookup,
  submitLabel,
  onSubmit,
  actions,
  lockedInEdit,
}: Props) {
  const schemaCheck = schemaResolver(view.schema, { sync: true })
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...schemaCheck(values),
      ...view.crossCheck?.(values, lookup),
    }),
    onValuesChange: (next, previous) => {
      const changes = view.adjust?.(next, previous, lookup)
      if (changes) form.setValues(changes)
    },
  })
  const isDisabled = (field: FieldDef) =>
    (mode === 'edit' && (lockedInEdit ?? []).includes(field.name)) ||
    (field.disabled?.(form.getValues(), { mode, lookup }) ?? false)

  const handleSubmit = form.onSubmit(async (values) => {
    await onSubmit(values, isDisabled)
    if (mode === 'create') form.reset()
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {view.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            form={form}
            disabled={isDisabled(field)}
            lists={lists}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        {actions}
        <Button type="submit">{submitLabel}</Button>
      </Group>
    </form>
  )
}

/** The parts of the form a field needs. */
type FormHandle = {
  key: (path: string) => string
  getInputProps: (path: string, options?: { type?: 'input' | 'checkbox' }) => object
  setFieldValue: (path: string, value: string) => void
}

type FieldProps = {
  field: FieldDef
  form: FormHandle
  disabled: boolean
  lists: ReadonlyMap<string, CachedRecord[]>
}

/** The field-kind map: one Mantine input per kind. */
function FieldInput({ field, form, disabled, lists }: FieldProps) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    disabled,
    description: field.description,
    key: form.key(field.name),
  }
  switch (field.kind) {
    case 'select':
      return (
        <Select
          {...common}
          {...form.getInputProps(field.name)}
          data={field.options ? optionsOf(field.options, lists) : []}
          searchable
          clearable={!field.required}
        />
      )
    case 'textarea':
      return <Textarea {...common} {...form.getInputProps(field.name)} autosize minRows={1} />
    case 'checkbox':
      return (
        <Checkbox {...common} mt="xl" {...form.getInputProps(field.name, { type: 'checkbox' })} />
      )
    case 'number': {
      const props = form.getInputProps(field.name)
      return (
        <NumberInput
          {...common}
          {...props}
          onChange={(value) => form.setFieldValue(field.name, value === '' ? '' : String(value))}
        />
      )
    }
    case 'date':
      return <TextInput {...common} {...form.getInputProps(field.name)} type="date" />
    default:
      return <TextInput {...common} {...form.getInputProps(field.name)} />
  }
}
