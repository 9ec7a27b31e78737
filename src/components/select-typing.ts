import {
  isOptionsGroup,
  type ComboboxParsedItem,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core'
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react'
import { latinDigits } from '../lib/format/digits'

/** A label or a search as compared: either script's digits alike, any case. */
const plain = (text: string) => latinDigits(text).trim().toLowerCase()

/**
 * Mantine's filter, reading Devanagari and Latin digits alike: `2082` finds `२०८२ ब्याच` and `२`
 * finds `Year 2`, as a clerk with either keyboard types them.
 */
export const digitsAlikeFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = plain(search)
  const result: ComboboxParsedItem[] = []
  for (const item of options) {
    if (result.length === limit) break
    if (isOptionsGroup(item)) {
      const items = digitsAlikeFilter({ options: item.items, search, limit: limit - result.length })
      if (items.length > 0) result.push({ group: item.group, items: items as typeof item.items })
    } else if (plain(item.label).includes(wanted)) result.push(item)
  }
  return result
}

/** The input's list of options, while it is open (Mantine names it in `aria-controls` then). */
const listOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-controls')
  return id ? input.ownerDocument.getElementById(id) : null
}

/**
 * The option that typed text stands for: the first the list shows, when the person typed (the
 * text is not the chosen label) and none is highlighted. Mantine highlights the first match as the
 * text changes, but not a match that came after it (a list the device was still reading).
 */
function typedMatch(input: HTMLInputElement, list: HTMLElement | null) {
  if (!list || input.value.trim() === '') return null
  if (list.querySelector('[data-combobox-selected]')) return null
  const chosen = list.querySelector('[data-checked]')
  if (chosen && chosen.textContent === input.value) return null
  return list.querySelector<HTMLElement>('[data-combobox-option]:not([data-combobox-disabled])')
}

/** Inputs a press (mouse or touch) is focusing: their label is selected once the press ends. */
const pressed = new WeakSet<HTMLInputElement>()

/**
 * How every `Select` takes typing (the theme's default props, decision 0400), as WAI-ARIA's
 * combobox with automatic selection does:
 * - typing highlights the first option that matches, and Enter picks the highlighted option; while
 *   the list is open Enter never reaches the form (it submitted a half-filled student);
 * - leaving the field (Tab, a tap elsewhere) with typed text takes the highlighted option, rather
 *   than throwing the text away;
 * - focusing a chosen field selects its label, so what is typed replaces it ("Visual" into "None"
 *   was "NoneVisual", matching nothing);
 * - the chosen option again keeps it (a retyped "None" and Enter cleared it): a clearable select
 *   has its × for that.
 * Capture-phase handlers: a screen's own (a form's `onFocus` and `onBlur`, from `getInputProps`)
 * would replace a default one of the same name.
 */
export const selectTyping = {
  selectFirstOptionOnChange: true,
  allowDeselect: false,
  filter: digitsAlikeFilter,
  onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => {
    const { nativeEvent } = event
    if (nativeEvent.isComposing || nativeEvent.keyCode === 229) return
    const input = event.currentTarget
    if (event.key !== 'Enter' || !input.hasAttribute('data-expanded')) return
    event.preventDefault()
    // A highlighted option Mantine's own handler clicks, after this one; typed text with none
    // highlighted takes its first match here.
    typedMatch(input, listOf(input))?.click()
  },
  // Before Mantine's own blur handler puts the chosen label back and the highlight goes.
  onBlurCapture: (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    pressed.delete(input)
    if (input.readOnly || input.value.trim() === '') return
    const list = listOf(input)
    ;(
      list?.querySelector<HTMLElement>('[data-combobox-selected]') ?? typedMatch(input, list)
    )?.click()
  },
  onFocusCapture: (event: FocusEvent<HTMLInputElement>) => {
    if (!event.currentTarget.readOnly) event.currentTarget.select()
  },
  // A press (a mouse's or a finger's) that opens the field puts the caret where it lands, undoing
  // the selection: selected again once it ends, and after the frame in which a touch places its
  // caret, unless typing began.
  onPointerDownCapture: (event: PointerEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    // Or a press on the field its choice was just made in: its list shut, its text the chosen label.
    if (input.ownerDocument.activeElement !== input || !input.hasAttribute('data-expanded'))
      pressed.add(input)
  },
  onClickCapture: (event: MouseEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    if (!pressed.delete(input) || input.readOnly) return
    input.select()
    const label = input.value
    requestAnimationFrame(() => {
      const { activeElement } = input.ownerDocument
      if (
        activeElement === input &&
        input.value === label &&
        input.selectionStart === input.selectionEnd
      )
        input.select()
    })
  },
} satisfies Partial<SelectProps>
