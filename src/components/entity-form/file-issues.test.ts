// A form's file field: the type and size its field takes are checked with the form's values; whether
// the file's bytes are of that type is read from the file, as it is chosen and again at submit (a
// text file named .png is refused before anything is queued).
import { describe, expect, it } from 'vitest'
import { imageTypes, maxImageBytes } from '../../../common/file-signatures'
import type { FieldDef } from '../entity-view/entity-view'
import { fileContentIssues, fileIssues } from './form-values'
import { PNG } from '../../test/png'

const view = {
  fields: [
    { name: 'photo', label: 'Photo', kind: 'file', accept: imageTypes, maxBytes: maxImageBytes },
  ] satisfies FieldDef[],
}

describe('a file field', () => {
  it('says a type or size it does not take', () => {
    const svg = new Blob(['<svg/>'], { type: 'image/svg+xml' })
    expect(fileIssues(view, { photo: svg })).toEqual({ photo: 'Choose a JPEG, PNG or WebP image' })
    const large = new Blob([new Uint8Array(maxImageBytes + 1)], { type: 'image/png' })
    expect(fileIssues(view, { photo: large })).toEqual({
      photo: 'The file must be at most 1,024 KB',
    })
  })

  it('refuses at submit a file whose bytes are not of its type, and takes one that is', async () => {
    const text = new Blob(['not an image'], { type: 'image/png' })
    expect(fileIssues(view, { photo: text })).toEqual({})
    expect(await fileContentIssues(view, { photo: text })).toEqual({
      photo:
        'This file is not the image its name says (its contents are of another kind): choose the photo itself',
    })
    const photo = new Blob([PNG], { type: 'image/png' })
    expect(await fileContentIssues(view, { photo })).toEqual({})
    expect(await fileContentIssues(view, { photo: null })).toEqual({})
  })
})
