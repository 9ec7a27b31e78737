import { describe, expect, it } from 'vitest'
import { studentView } from '../../features/students/student-view'
import { shownFields } from './shown-fields'

describe("the sync screen's Mine and Theirs panels", () => {
  it("list a student's permanent address beside the temporary one, each field once (D8)", () => {
    const rows = shownFields({}, studentView)
    const at = (key: string) => rows.find((r) => r.key === key)
    expect(at('permanentProvinceId')?.label).toBe('Permanent address: Province')
    expect(at('permanentDistrictId')?.label).toBe('Permanent address: District')
    expect(at('temporaryDistrictId')?.label).toBe('Temporary address: District')
    // Each row its own key and its own label: none hides another.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length)
  })

  it('leave a label no other field shares as it is', () => {
    const rows = shownFields({ rollNo: '12' }, studentView)
    expect(rows.find((r) => r.key === 'rollNo')).toEqual({ key: 'rollNo', label: 'Roll No.' })
  })
})
