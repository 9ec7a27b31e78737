import { ComboboxChevron, InputBase, Select, type SelectProps } from '@mantine/core'
import { useState } from 'react'

/**
 * Mantine's searchable `Select`, drawn as its input alone until it is first focused. A Select sets
 * up its Combobox, Popover and Floating UI as it mounts, open or not: the dashboard's filters were
 * a third of its longest task on a phone after the first paint (issue 19). Until then the same
 * label, description, placeholder and chevron stand in, announced as a closed combobox; the focus
 * (a press, a tap or Tab) mounts the Select in its place and focuses it, which opens its list as
 * a searchable Select's focus does. A chosen value mounts the Select at once, with its clear button.
 * Example: `<LazySelect label="Faculty" data={faculties} value={id} onChange={pick} clearable />`.
 */
export function LazySelect(props: SelectProps) {
  const [drawn, setDrawn] = useState<'alike' | 'select' | 'focused'>(
    props.value == null ? 'alike' : 'select',
  )
  // A value given later (a link, a reload) needs the Select too; once drawn it stays.
  if (drawn === 'alike' && props.value != null) setDrawn('select')
  if (drawn !== 'alike') return <Select searchable autoFocus={drawn === 'focused'} {...props} />
  const { label, description, placeholder, size, error, disabled, required, withAsterisk } = props
  return (
    <InputBase
      label={label}
      description={description}
      placeholder={placeholder}
      size={size}
      error={error}
      disabled={disabled}
      required={required}
      withAsterisk={withAsterisk}
      className={props.className}
      style={props.style}
      value=""
      onChange={() => undefined}
      onFocus={() => setDrawn('focused')}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
    />
  )
}
