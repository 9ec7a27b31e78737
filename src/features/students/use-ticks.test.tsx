// @vitest-environment jsdom
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { useTicks } from './use-ticks'

let ticks: ReturnType<typeof useTicks> | undefined
const report = (shown: ReturnType<typeof useTicks>) => {
  ticks = shown
}
function Probe({ ids }: { ids: number[] }) {
  const shown = useTicks(ids)
  useEffect(() => report(shown))
  return null
}

describe("the Upgrade screen's ticks (D1)", () => {
  it('leave out the students ticked one by one who have left the class shown', async () => {
    const root = createRoot(document.createElement('div'))
    await act(async () => root.render(<Probe ids={[1, 2, 3]} />))
    // "None", then two ticked by hand: those two are named.
    act(() => ticks!.toggleAll())
    act(() => ticks!.toggle(1))
    act(() => ticks!.toggle(2))
    expect(ticks!.named).toEqual([1, 2])
    expect(ticks!.count).toBe(2)
    // Both promoted meanwhile: they leave the list, and the promotion.
    await act(async () => root.render(<Probe ids={[3]} />))
    expect(ticks!.named).toEqual([])
    expect(ticks!.count).toBe(0)
    act(() => root.unmount())
  })
})
