// People's names for the demo's and the benchmarks' generated registers (students, employees), in
// English and Devanagari, and the helpers that put a constant list into a set-based INSERT.
import { sql, type SQL } from 'drizzle-orm'

/** [English, Devanagari]: the first ten are men's names, the next ten women's. */
export const firstNames: [en: string, ne: string][] = [
  ['Ram', 'राम'],
  ['Hari', 'हरि'],
  ['Krishna', 'कृष्ण'],
  ['Bishnu', 'विष्णु'],
  ['Gopal', 'गोपाल'],
  ['Prakash', 'प्रकाश'],
  ['Rajendra', 'राजेन्द्र'],
  ['Dinesh', 'दिनेश'],
  ['Mohan', 'मोहन'],
  ['Suresh', 'सुरेश'],
  ['Sita', 'सीता'],
  ['Gita', 'गीता'],
  ['Laxmi', 'लक्ष्मी'],
  ['Sarita', 'सरिता'],
  ['Kamala', 'कमला'],
  ['Sunita', 'सुनिता'],
  ['Anita', 'अनिता'],
  ['Pramila', 'प्रमिला'],
  ['Radha', 'राधा'],
  ['Bimala', 'बिमला'],
]
export const lastNames: [en: string, ne: string][] = [
  ['Sharma', 'शर्मा'],
  ['Thapa', 'थापा'],
  ['Gurung', 'गुरुङ'],
  ['Shrestha', 'श्रेष्ठ'],
  ['Yadav', 'यादव'],
  ['Tamang', 'तामाङ'],
  ['Rai', 'राई'],
  ['Magar', 'मगर'],
  ['Adhikari', 'अधिकारी'],
  ['Karki', 'कार्की'],
  ['Poudel', 'पौडेल'],
  ['Bhattarai', 'भट्टराई'],
  ['Maharjan', 'महर्जन'],
  ['Chaudhary', 'चौधरी'],
]
/** A constant list as a SQL array literal (the values are constants of the code, never input). */
export const array = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`)
/** One of `values`, chosen by the random column `random` of the row. */
export const pick = (random: string, values: string[]) =>
  sql`(${array(values)})[1 + floor(${sql.raw(random)} * ${values.length})::int]`

/** A first name for the row's gender (`woman`: a SQL condition) in `script`, chosen by `random`. */
export const firstNameOf = (woman: SQL, random: string, script: 0 | 1) =>
  sql`case when ${woman} then ${pick(
    random,
    firstNames.slice(10).map((n) => n[script]),
  )}
    else ${pick(
      random,
      firstNames.slice(0, 10).map((n) => n[script]),
    )} end`
/** A last name in `script`, chosen by `random`. */
export const lastNameOf = (random: string, script: 0 | 1) =>
  pick(
    random,
    lastNames.map((n) => n[script]),
  )
