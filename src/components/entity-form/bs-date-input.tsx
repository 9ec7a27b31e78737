import { ActionIcon, Button, Group, Popover, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import {
  adToBs,
  bsMaxYear,
  bsMinYear,
  bsMonthNames,
  bsMonthNamesNe,
  bsToAd,
  daysInBsMonth,
  formatBs,
  type BsDate,
} from '../../../common/bikram-sambat'
import { readBsText } from '../../lib/format/bs-date-text'
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

/** The date the format's message gives as an example, written in the user's digits. */
const formatExample = '2081-04-15'

const problems = {
  format: () => t('date.format', { example: digits(formatExample) }),
  outOfTable: () => t('date.outOfTable', bsTableYears()),
  noSuchDay: () => t('date.noSuchDay'),
}

/** What is wrong with typed text, or null when it is a BS date of the table (or empty). */
export function problemOf(text: string): string | null {
  const reading = readBsText(text)
  if (reading.kind === 'empty' || reading.kind === 'date') return null
  if (reading.kind === 'noSuchMonth')
    return t('date.noSuchMonth', { month: reading.month, first: 1, last: 12 })
  return problems[reading.kind]()
}

/**
 * One date input for every form (decision 0109): the date is typed or picked in Bikram Sambat
 * (`2081-04-15`, Devanagari digits too) and its AD date is shown under it; the form keeps the AD
 * date the contract stores. Outside the BS table's years it says so rather than guess.
 */
export function BsDateInput({ value, onChange, onBlur, onFocus, error, ...input }: Props) {
  const [typed, setTyped] = useState<string | null>(null)
  const shown = typed ?? bsText(value)
  const problem = typed === null ? null : problemOf(typed)
  const ad = typeof value === 'string' && value !== '' ? value : null

  const type = (text: string) => {
    setTyped(text)
    const reading = readBsText(text)
    onChange?.(reading.kind === 'date' ? reading.ad : '')
  }
  const pick = (date: BsDate) => {
    setTyped(null)
    onChange?.(bsToAd(date))
  }

  return (
    <TextInput
      {...input}
      value={shown}
      placeholder={t('date.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => type(event.currentTarget.value)}
      onFocus={onFocus}
      onBlur={() => {
        if (typed !== null && problemOf(typed) === null) setTyped(null)
        onBlur?.()
      }}
      error={problem ?? (error as string | undefined)}
      description={ad ? inAd(ad) : (input.description ?? t('date.placeholder'))}
      rightSection={
        <MonthPicker selected={ad} onPick={pick} disabled={input.disabled} label={input.label} />
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

/** A BS month's days under their weekdays, in a popover; arrows move a month. */
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
  const [shown, setShown] = useState({ year: start.year, month: start.month })
  const open = () => {
    setShown({ year: start.year, month: start.month })
    setOpened(true)
  }
  const move = (by: number) => {
    const index = shown.year * 12 + shown.month - 1 + by
    const year = Math.floor(index / 12)
    if (year < bsMinYear || year > bsMaxYear) return
    setShown({ year, month: (index % 12) + 1 })
  }
  const days = daysInBsMonth(shown.year, shown.month)
  const firstWeekday = new Date(bsToAd({ ...shown, day: 1 })).getUTCDay()
  const months = nepali() ? bsMonthNamesNe : bsMonthNames
  const title = `${months[shown.month - 1]} ${digits(String(shown.year))}`
  const chosen = selected ? bsText(selected) : ''

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" trapFocus withinPortal>
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
        <table role="grid" aria-label={title} style={{ borderSpacing: 2 }}>
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
                  const date = { ...shown, day }
                  const text = digits(formatBs(date))
                  return (
                    <td key={i}>
                      <Button
                        size="compact-sm"
                        fullWidth
                        variant={text === chosen ? 'filled' : 'subtle'}
                        aria-pressed={text === chosen}
                        aria-label={text}
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
