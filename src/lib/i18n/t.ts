import { messagesEn } from './messages.en'

export type MessageKey = keyof typeof messagesEn

/** The shape another language's catalogue must have: the same keys, any wording. */
export type MessageCatalogue = Record<MessageKey, string>

const catalogue: MessageCatalogue = messagesEn

/**
 * The user-facing text for a key. Example: `t('login.success')` → 'Successfully Logged In!'.
 * Only English exists yet; choosing the language comes with the Nepali catalogue.
 */
export function t(key: MessageKey): string {
  return catalogue[key]
}
