import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { devicePage } from './page-cache'
import { downloadRegister } from './register-download'
import { keepInSnapshot } from './snapshot-fields'
import { freshDb, pagedRegister } from './test-kit'
import { warmRegisters } from './warm-registers'

const scope = '7@78'
keepInSnapshot('student', ['id', 'lastName', 'gender'])
keepInSnapshot('employee', ['id', 'lastName'])

describe('offline, the registers kept on the device', () => {
  it('are read into memory before a list asks, and only those kept whole', async () => {
    const db = freshDb()
    await downloadRegister(db, pagedRegister(30).port, scope)
    const reads = vi.spyOn(db.snapshots, 'where')
    // Staff were never kept here, a setup list has no snapshot: neither is read.
    await warmRegisters(db, scope, ['student', 'employee', 'faculty'])
    expect(reads).toHaveBeenCalledTimes(1)
    // The list's first page offline then reads nothing more from the device.
    const page = await devicePage(db, scope, 'student', { limit: 10, matches: () => true })
    expect(page.total).toBe(30)
    expect(reads).toHaveBeenCalledTimes(1)
  })
})
