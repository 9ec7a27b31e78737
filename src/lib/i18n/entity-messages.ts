import { DEFAULT_TOAST_MS } from '../toast-durations'
import { t } from './kit'

/** The toasts of one list (spec §8 and §9), with its toast duration. */
export type EntityMessages = {
  created: string
  createFailed: string
  duplicate: string
  updated: string
  updateFailed: string
  toastMs: number
  /** The duplicate's own title on a failed edit too (Level: "Level already exists!"). */
  duplicateOnUpdate?: boolean
  /** Every failed create (a duplicate too) is `createFailed` and the server's message after it. */
  createFailedDetail?: boolean
}

/**
 * The toasts of a list: the generic ones named by its label, with what the list declares over
 * them (a list's declaration is the one place its seed messages live). Example:
 * `entityMessages('Faculty').duplicate` → 'Faculty already exists!'.
 */
export function entityMessages(label: string, own: Partial<EntityMessages> = {}): EntityMessages {
  return {
    created: t('setup.genericCreated'),
    createFailed: t('setup.genericCreateFailure'),
    duplicate: t('setup.genericDuplicate', { label }),
    updated: t('setup.genericUpdated'),
    updateFailed: t('setup.genericUpdateFailure'),
    toastMs: DEFAULT_TOAST_MS,
    ...own,
  }
}

/** The toast of a failed write, from the list's messages and the server's problem. */
export function failureMessage(
  messages: EntityMessages,
  created: boolean,
  problem: { title: string; detail?: string },
  duplicate: boolean,
): string {
  // Spec §8, Subject: "Error adding subject: plus the message", a duplicate's message included.
  if (created && messages.createFailedDetail)
    return `${messages.createFailed} ${problem.detail ?? problem.title}`
  // The list's own words, in the language chosen (the server's title is English).
  if (duplicate && (created || messages.duplicateOnUpdate)) return messages.duplicate
  return created ? messages.createFailed : messages.updateFailed
}
