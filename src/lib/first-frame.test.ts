// @vitest-environment jsdom
import { expect, it } from 'vitest'
import { firstFramePainted, signalFirstFrame } from './first-frame'

const within = (ms: number, promise: Promise<void>) =>
  Promise.race([
    promise.then(() => 'resolved'),
    new Promise((r) => setTimeout(() => r('waiting'), ms)),
  ])

it('waits for the first commit, then resolves after the next animation frame', async () => {
  expect(await within(100, firstFramePainted)).toBe('waiting')
  let framed = false
  requestAnimationFrame(() => (framed = true))
  signalFirstFrame()
  await firstFramePainted
  expect(framed).toBe(true)
  expect(await within(0, firstFramePainted)).toBe('resolved')
})
