/**
 * The width of a select whose options are long names (a program's): the whole of "BSc Computer
 * Science and Information Technology" shows on a wider screen, and on a phone (36em and under, as
 * `usePhoneWidth`) it takes the screen's width. Example: `<Select w={WIDE_SELECT} … />`.
 */
export const WIDE_SELECT = { base: '100%', xs: 420 } as const
