import { describe, expect, it } from 'vitest'
import { studentView } from '../../features/students/student-view'
import { shownFields } from './shown-fields'

describe("the sync screen's Mine and Theirs panels", () => {
  it("show a student's permanent address beside an empty temporary one (D8)", () => {
    const data = {
      permanentProvinceId: 3,
      permanentDistrictId: 27,
      permanentLocalLevelId: 301,
      permanentWard: 5,
      temporaryProvinceId: null,
      temporaryDistrictId: null,
      temporaryLocalLevelId: null,
      temporaryWard: null,
    }
    const rows = shownFields(data, studentView)
    const at = (key: string) => rows.find((r) => r.key === key)
    expect(at('permanentProvinceId')).toMatchObject({
      label: 'Permanent address: Province',
      value: 3,
    })
    expect(at('permanentDistrictId')).toMatchObject({
      label: 'Permanent address: District',
      value: 27,
    })
    expect(at('permanentLocalLevelId')?.value).toBe(301)
    expect(at('permanentWard')?.value).toBe(5)
    expect(at('temporaryDistrictId')).toMatchObject({
      label: 'Temporary address: District',
      value: '',
    })
    // Each row its own key and its own label: none hides another.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.label)).size).toBe(rows.length)
  })

  it('leave a label no other field shares as it is', () => {
    const rows = shownFields({ rollNo: '12' }, studentView)
    expect(rows.find((r) => r.key === 'rollNo')).toMatchObject({ label: 'Roll No.', value: '12' })
  })
})
