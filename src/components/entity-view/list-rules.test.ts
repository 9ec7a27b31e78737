import * as v from 'valibot'
import { expect, it } from 'vitest'
import { optionalNumberIn } from './list-rules'

it('takes a number typed in its form and range, or nothing; refuses the rest with its message', () => {
  const latitude = optionalNumberIn(/^\d{2}(\.\d+)?$/, { min: 26.3, max: 30.5 }, 'Not in Nepal')
  const refusal = (typed: unknown) => v.safeParse(latitude, typed).issues?.[0]?.message
  for (const ok of ['', null, undefined, '26.3', ' 27.7 ', '30.5'])
    expect(refusal(ok)).toBeUndefined()
  for (const bad of ['26.2', '30.51', '2.7', 'north']) expect(refusal(bad)).toBe('Not in Nepal')
})
