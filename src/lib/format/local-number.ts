// Numbers as the chosen language writes them: Nepal's grouping (12,34,567) in both, with
// Devanagari digits in Nepali (decision 0109). Apart from the dates of `local.ts`, so that `t`,
// which formats a message's numbers, does not bring the BS calendar into the first bundle.
import { devanagariDigitsChosen } from '../i18n/locale-choice'
import { i18n } from '../i18n/lingui'
import { devanagariDigits } from './digits'
import { groupNepal, type FractionDigits } from './nepal-grouping'

export const nepali = () => i18n.locale === 'ne'
/**
 * Devanagari digits in Nepali, unless the user chose Latin ones (`chooseDisplay`): for counts, dates
 * and years shown. Never for identifiers (registration, roll, symbol, receipt and serial numbers,
 * ids, phone numbers, e-mail): they show as stored, so that they match the record.
 */
export const inLocalDigits = (text: string) =>
  nepali() && devanagariDigitsChosen() ? devanagariDigits(text) : text

/** A year in a message: the chosen digits, never grouped (`२०८१`, not `२,०८१`). */
export const formatYear = (year: number) => inLocalDigits(String(year))

/** `1234567` → `12,34,567` (English) or `१२,३४,५६७` (Nepali); `options` as `Intl.NumberFormat`'s. */
export const formatNumber = (n: number, options?: FractionDigits) =>
  inLocalDigits(groupNepal(n, options))

/** Rupees with paisa, in Nepal's grouping and the chosen digits: `12,500.00`; empty for none. */
export const formatRupees = (amount: unknown) =>
  amount == null || amount === ''
    ? ''
    : formatNumber(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
