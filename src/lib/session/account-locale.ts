import { api } from '../../api/client'
import { chooseLocale, settleLocaleAtSignIn } from '../i18n/locale-choice'
import type { Locale } from '../i18n/locales'
import { session } from './session-store'
import type { SessionUser } from './session-user'

/** Tells the account its language (`PATCH /User/Me`); throws when the server did not take it. */
async function sendLocale(locale: Locale) {
  const { data, error } = await api.PATCH('/User/Me', { body: { locale } })
  if (error || !data) throw new Error('The language was not saved')
  session.updateProfile({ locale: data.locale })
}

/** The signed-in header's switch: the account keeps the choice, or the next sign-in sends it. */
export async function switchSignedInLocale(locale: Locale) {
  const sent = await sendLocale(locale).then(
    () => true,
    () => false,
  )
  chooseLocale(locale, sent)
}

/**
 * After a sign-in, before going to `href`: the account's language or the device's newer choice
 * (see `settleLocaleAtSignIn`). True when the app reloads into the account's language at `href`.
 */
export const settleSignedInLocale = (user: SessionUser, href: string) =>
  settleLocaleAtSignIn(user.locale, sendLocale, href)
