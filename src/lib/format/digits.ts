// Devanagari digits (०–९) and Latin ones, each way: the rule is in common/ (the server's search reads
// it too).
export { devanagariDigits, latinDigits } from '../../../common/digits'
