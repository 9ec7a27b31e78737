import { ActionIcon, Anchor, Button, Group, Popover, Text, TextInput } from '@mantine/core'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import {
  adToBs,
  bsMaxYear,
  bsMinYear,
  bsMonthNames,
  bsMonthNamesNe,
  bsToAd,
  calendarAdDays,
  daysInBsMonth,
  formatBs,
  type BsDate,
} from '../../../common/bikram-sambat'
import { readAdText, readBsText } from '../../lib/format/bs-date-text'
import { bsTableYears, inAd, inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import { i18n } from '../../lib/i18n/t'
import { CalendarIcon } from '../dates/calendar-icon'

type Props = {
  label: string
  withAsterisk?: boolean
  disabled?: boolean
  description?: string
  /** The date as the contract keeps it: ISO AD `YYYY-MM-DD`, or '' for none. */
  value?: unknown
  onChange?: (adDate: string) => void
  onBlur?: () => void
  onFocus?: () => void
  error?: unknown
  /** The date may be typed in AD too (a date of birth): a BS/AD switch beside the box. */
  adToo?: boolean
}

const nepali = () => i18n.locale === 'ne'
const digits = inLocalDigits
const bsText = (ad: unknown) => {
  if (typeof ad !== 'string' || ad === '') return ''
  try {
    return digits(formatBs(adToBs(ad)))
  } catch {
    return ''
  }
}

/** The calendar a date is typed in: Bikram Sambat, or AD where a field takes either. */
type Calendar = 'bs' | 'ad'

/** The dates the format's messages give as examples, written in the user's digits. */
const examples = { bs: '2081-04-15', ad: '2004-06-01' }

const reads = { bs: readBsText, ad: readAdText }

const problems = {
  bs: {
    format: () => t('date.format', { example: digits(examples.bs) }),
    outOfTable: () => t('date.outOfTable', bsTableYears()),
  },
  ad: {
    format: () => t('date.adFormat', { example: digits(examples.ad) }),
    outOfTable: () =>
      t('date.adOutOfTable', {
        first: digits(calendarAdDays.first),
        last: digits(calendarAdDays.last),
      }),
  },
}

/** What is wrong with typed text, or null when it is a date of the table (or empty). */
export function problemOf(text: string, calendar: Calendar = 'bs'): string | null {
  const reading = reads[calendar](text)
  if (reading.kind === 'empty' || reading.kind === 'date') return null
  if (reading.kind === 'noSuchMonth')
    return t('date.noSuchMonth', { month: reading.month, first: 1, last: 12 })
  if (reading.kind === 'noSuchDay') return t('date.noSuchDay')
  return problems[calendar][reading.kind]()
}

/**
 * The AD date that text typed as BS was most likely meant as, or null: where a field takes either
 * calendar, `2004-06-01` typed as BS is a birth in 1947, and the same digits are a date of this
 * century in AD. Offered, never applied: a BS year up to this AD year may be meant (a birth in
 * 2025 BS), so the form only asks (decision 0384).
 */
export function adMeant(text: string, today = new Date()): string | null {
  const asBs = readBsText(text)
  const asAd = readAdText(text)
  if (asBs.kind !== 'date' || asAd.kind !== 'date') return null
  return Number(asAd.ad.slice(0, 4)) <= today.getUTCFullYear() ? asAd.ad : null
}

/**
 * One date input for every form (decision 0109): the date is typed or picked in Bikram Sambat
 * (`2081-04-15`, Devanagari digits too) and its AD date is shown under it; the form keeps the AD
 * date the contract stores. Outside the BS table's years it says so rather than guess. `adToo`
 * (a date of birth, decision 0384): a switch beside it types the date in AD instead, its BS date
 * shown under it, and BS text that reads as a recent AD date is offered as AD.
 */
export function BsDateInput({ value, onChange, onBlur, onFocus, error, adToo, ...input }: Props) {
  const [calendar, setCalendar] = useState<Calendar>('bs')
  const [typed, setTyped] = useState<string | null>(null)
  const ad = typeof value === 'string' && value !== '' ? value : null
  const shown = typed ?? (calendar === 'ad' ? digits(ad ?? '') : bsText(value))
  const problem = typed === null ? null : problemOf(typed, calendar)
  const meant = adToo && calendar === 'bs' && typed !== null ? adMeant(typed) : null

  const type = (text: string, inCalendar = calendar) => {
    setTyped(text)
    const reading = reads[inCalendar](text)
    onChange?.(reading.kind === 'date' ? reading.ad : '')
  }
  const pick = (date: BsDate) => {
    setTyped(null)
    onChange?.(bsToAd(date))
  }
  const switchTo = (next: Calendar) => {
    setCalendar(next)
    setTyped(null)
  }
  const readAsAd = () => {
    setCalendar('ad')
    type(typed ?? '', 'ad')
  }
  const other = ad ? (calendar === 'ad' ? t('date.bsIs', { date: bsText(ad) }) : inAd(ad)) : null
  const placeholder = t(calendar === 'ad' ? 'date.adPlaceholder' : 'date.placeholder')

  return (
    <TextInput
      {...input}
      value={shown}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => type(event.currentTarget.value)}
      onFocus={onFocus}
      onBlur={() => {
        if (typed !== null && problemOf(typed, calendar) === null && !meant) setTyped(null)
        onBlur?.()
      }}
      error={problem ?? (error as string | undefined)}
      description={
        meant ? (
          <>
            {t('date.adMeant', { date: digits(meant) })}{' '}
            <Anchor component="button" type="button" size="xs" onClick={readAsAd}>
              {t('date.readAsAd')}
            </Anchor>
          </>
        ) : (
          (other ?? input.description ?? placeholder)
        )
      }
      rightSection={
        <MonthPicker selected={ad} onPick={pick} disabled={input.disabled} label={input.label} />
      }
      inputContainer={
        adToo
          ? (children) => (
              // The switch goes under the box where beside it the box would be too narrow for a
              // date (at 375 px `2060-05-10` showed as `2060-0`): 10rem holds a date, in either
              // script's digits, and the calendar button. Under it, the switch still comes after
              // the box, in the order it is read and tabbed to.
              <Group gap="xs" align="flex-start">
                <div style={{ flex: '1 1 10rem' }}>{children}</div>
                {/* Two toggle buttons, not a SegmentedControl: this input is on most routes,
                    and the buttons cost them nothing more. */}
                <Button.Group aria-label={t('date.calendarOf', { label: input.label })}>
                  {(['bs', 'ad'] as const).map((c) => (
                    <Button
                      key={c}
                      variant={calendar === c ? 'filled' : 'default'}
                      aria-pressed={calendar === c}
                      disabled={input.disabled}
                      onClick={() => switchTo(c)}
                    >
                      {t(c === 'bs' ? 'date.bs' : 'date.ad')}
                    </Button>
                  ))}
                </Button.Group>
              </Group>
            )
          : undefined
      }
    />
  )
}

const today = (): BsDate => {
  try {
    return adToBs(new Date())
  } catch {
    return { year: bsMaxYear, month: 1, day: 1 }
  }
}

/** What a key does in the month's grid: days moved (a week is 7), or months moved (`m`). */
const gridKeys: Record<string, number | { m: number }> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
  PageUp: { m: -1 },
  PageDown: { m: 1 },
}

/** A key in the grid, with Shift: Page Up/Down move a year, as the ARIA date picker has it. */
const keyMove = (event: KeyboardEvent) => {
  const by = gridKeys[event.key]
  return event.shiftKey && typeof by === 'object' ? { m: by.m * 12 } : by
}

/**
 * A BS month's days under their weekdays, in a popover; ‹ › move a month. As the ARIA date
 * picker's grid: one day is a tab stop, the arrows move a day or a week (into the next month at
 * the edge), Page Up/Down a month (with Shift a year: a date of birth is decades back), and a day
 * picked or Escape puts focus back on the button. It opens on the date typed, any year of the table.
 */
function MonthPicker({
  selected,
  onPick,
  disabled,
  label,
}: {
  selected: string | null
  onPick: (date: BsDate) => void
  disabled?: boolean
  label: string
}) {
  const [opened, setOpened] = useState(false)
  const start = (() => {
    try {
      return selected ? adToBs(selected) : today()
    } catch {
      return today()
    }
  })()
  // The month shown and its day that takes focus.
  const [shown, setShown] = useState({ year: start.year, month: start.month, day: start.day })
  const grid = useRef<HTMLTableElement>(null)
  const keyed = useRef(false)
  useEffect(() => {
    if (!keyed.current) return
    keyed.current = false
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
  }, [shown])
  const open = () => {
    setShown(start)
    setOpened(true)
  }
  const move = (by: number, day = shown.day) => {
    const index = shown.year * 12 + shown.month - 1 + by
    const year = Math.floor(index / 12)
    if (year < bsMinYear || year > bsMaxYear) return
    const month = (index % 12) + 1
    const last = daysInBsMonth(year, month)
    // A day before the first counts back from the month's last (`day` 0 is the previous one's).
    setShown({ year, month, day: Math.min(day < 1 ? last + day : day, last) })
  }
  const days = daysInBsMonth(shown.year, shown.month)
  const onKey = (event: KeyboardEvent) => {
    const by = keyMove(event)
    if (by === undefined) return
    event.preventDefault()
    keyed.current = true
    if (typeof by === 'object') return move(by.m)
    const day = shown.day + by
    if (day < 1) move(-1, day)
    else if (day > days) move(1, day - days)
    else setShown({ ...shown, day })
  }
  const firstWeekday = new Date(bsToAd({ ...shown, day: 1 })).getUTCDay()
  const months = nepali() ? bsMonthNamesNe : bsMonthNames
  const title = `${months[shown.month - 1]} ${digits(String(shown.year))}`
  const chosen = selected ? bsText(selected) : ''

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          disabled={disabled}
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={t('date.pick', { label })}
        >
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs" gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={() => move(-1)}
            aria-label={t('date.previousMonth')}
          >
            ‹
          </ActionIcon>
          <Text fw={600} aria-live="polite">
            {title}
          </Text>
          <ActionIcon variant="subtle" onClick={() => move(1)} aria-label={t('date.nextMonth')}>
            ›
          </ActionIcon>
        </Group>
        {/* A table with the grid role, as the ARIA date picker pattern has it: weekday headers, a
            row a week, and a button a day. */}
        <table
          role="grid"
          aria-label={title}
          style={{ borderSpacing: 2 }}
          ref={grid}
          onKeyDown={onKey}
        >
          <thead>
            <tr>
              {weekdayKeys.map((key) => (
                <Text key={key} component="th" scope="col" size="xs" fw={400} c="dimmed">
                  {t(key)}
                </Text>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(firstWeekday, days).map((week, w) => (
              <tr key={w}>
                {week.map((day, i) => {
                  if (day === null) return <td key={i} />
                  const date = { year: shown.year, month: shown.month, day }
                  const text = digits(formatBs(date))
                  const here = day === shown.day
                  return (
                    <td key={i}>
                      <Button
                        size="compact-sm"
                        fullWidth
                        variant={text === chosen ? 'filled' : 'subtle'}
                        aria-pressed={text === chosen}
                        aria-label={text}
                        tabIndex={here ? 0 : -1}
                        // The focus trap starts on it rather than on ‹.
                        data-autofocus={here || undefined}
                        onClick={() => {
                          onPick(date)
                          setOpened(false)
                        }}
                      >
                        {digits(String(day))}
                      </Button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Popover.Dropdown>
    </Popover>
  )
}

/** A month's days as weeks from Sunday: `null` before the first day and after the last. */
function weeksOf(firstWeekday: number, days: number): (number | null)[][] {
  const cells = Array.from({ length: Math.ceil((firstWeekday + days) / 7) * 7 }, (_, i) => {
    const day = i - firstWeekday + 1
    return day >= 1 && day <= days ? day : null
  })
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
}

const weekdayKeys = [
  'date.sun',
  'date.mon',
  'date.tue',
  'date.wed',
  'date.thu',
  'date.fri',
  'date.sat',
] as const
