import { t } from './t'

/** The toasts of one setup list (spec §8 and §9), with its toast duration. */
export type EntityMessages = {
  created: string
  createFailed: string
  duplicate: string
  updated: string
  updateFailed: string
  toastMs: number
}

const DEFAULT_TOAST_MS = 5_000 // spec §9: "default 5 s elsewhere"
const SETUP_TOAST_MS = 2_000 // spec §9: "2 s faculty and level"

/** Example: `entityMessages('faculty', 'Faculty').duplicate` → 'Faculty already exists!'. */
export function entityMessages(entity: string, label: string): EntityMessages {
  const generic: EntityMessages = {
    created: t('setup.genericCreated'),
    createFailed: t('setup.genericCreateFailure'),
    duplicate: `${label} already exists!`,
    updated: t('setup.genericUpdated'),
    updateFailed: t('setup.genericUpdateFailure'),
    toastMs: DEFAULT_TOAST_MS,
  }
  switch (entity) {
    case 'faculty':
      return {
        created: t('faculty.createSuccess'),
        createFailed: t('faculty.createFailure'),
        duplicate: t('faculty.duplicate'),
        updated: t('faculty.updateSuccess'),
        updateFailed: t('faculty.updateFailure'),
        toastMs: SETUP_TOAST_MS,
      }
    case 'level':
      return {
        ...generic,
        created: t('level.createSuccess'),
        createFailed: t('level.createFailure'),
        duplicate: t('level.duplicate'),
        updated: t('level.updateSuccess'),
        toastMs: SETUP_TOAST_MS,
      }
    case 'subject':
      return {
        ...generic,
        created: t('subject.createSuccess'),
        createFailed: t('subject.createFailurePrefix'),
        updated: t('setup.subjectUpdated'),
      }
    default:
      return generic
  }
}
