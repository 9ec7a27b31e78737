import { vi } from 'vitest'

/**
 * A Nepali user who chose Latin digits (decision 0328): the device's stored choice, stubbed for a
 * unit test. `vi.unstubAllGlobals()` takes it back.
 */
export const chooseLatinDigits = () =>
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === 'hemis.digits' ? 'latin' : null),
  })
