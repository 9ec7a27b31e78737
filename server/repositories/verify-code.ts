// The key of a printed paper's public verification link (a certificate's, an identity card's).
import { randomInt } from 'node:crypto'

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** 20 letters and digits from 57 (about 117 bits): not guessable, easy to read off a page. */
export const newVerifyCode = () =>
  Array.from({ length: 20 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')
