// What a screen of a whole group (a class, a campus's staff) says when it has nobody: the group is
// empty only once the server has answered; before that, or offline, only the device's copy is.
import { t } from '../../lib/i18n/kit'
import type { GroupRead } from './use-register-rows'

/**
 * `none` once the server said the group is empty, `notKept` when only the device's copy is; a
 * class's words unless others are given.
 */
export function groupEmpty(
  read: GroupRead,
  words = { none: t('register.classEmpty'), notKept: t('register.classNotKept') },
): string {
  if (read === 'reading') return t('register.loading')
  return read === 'server' ? words.none : words.notKept
}
