import { api } from '../../api/client'
import { chooseDisplay, settleDisplayAtSignIn, type Display } from '../i18n/locale-choice'
import { session } from './session-store'
import { keepTypedNow } from '../waiting-writes'
import type { SessionUser } from './session-user'

/** Tells the account its language or digits (`PATCH /User/Me`); throws when the server did not take it. */
async function sendDisplay(display: Partial<Display>) {
  const { data, error } = await api.PATCH('/User/Me', { body: display })
  if (error || !data) throw new Error('The choice was not saved')
  session.updateProfile({ locale: data.locale, digits: data.digits })
}

/** How long the header's switches wait for the account before showing the choice anyway. */
const ACCOUNT_WAIT_MS = 4000

/**
 * The signed-in header's switches: the account keeps the choice, or the next sign-in sends it.
 * On a poor line the account's answer may never come; the screen does not wait for it longer than
 * a few seconds (the choice then stays marked unsent, as offline).
 */
export async function switchSignedInDisplay(display: Partial<Display>) {
  const sent = await Promise.race([
    sendDisplay(display).then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ACCOUNT_WAIT_MS)),
  ])
  // The choice reloads the app: what a form has typed since its last write is kept first.
  await keepTypedNow()
  chooseDisplay(display, sent)
}

/**
 * After a sign-in, before going to `href`: the account's choices or the device's newer ones (see
 * `settleDisplayAtSignIn`). True when the app reloads into the account's at `href`.
 */
export const settleSignedInDisplay = (user: SessionUser, href: string) =>
  settleDisplayAtSignIn(user, sendDisplay, href)
