// Campus and university logos (decision 0330): an image kept as a student's photo is, set by whoever
// may edit the institution and read by anyone (the login page shows the campus's before sign-in).
// The record's `logo` is the path it is read at, with the image's hash, so a new logo is a new URL.
import { eq } from 'drizzle-orm'
import * as t from '../db/schema.ts'
import { campuses, universities } from './definitions.ts'
import { campusScope, campusWriteScope, universityScope } from './institutions.ts'
import type { ImageOwner } from './record-files.ts'

type Institution = Omit<ImageOwner, 'imageChanged' | 'table'> & {
  table: typeof t.campuses | typeof t.universities
}

/** An institution as the owner of its logo, read at `/api/<path>/<id>/Logo`. */
function logoOf(path: 'Campus' | 'University', institution: Institution): ImageOwner {
  const { table } = institution
  return {
    ...institution,
    imageChanged: async (tx, id, hash) => {
      const logo = hash ? `/api/${path}/${id}/Logo?v=${hash.slice(0, 12)}` : null
      await tx.update(table).set({ logo }).where(eq(table.id, id))
    },
  }
}

export const campusLogos = logoOf('Campus', {
  crud: campuses,
  table: t.campuses,
  scope: { read: campusScope, write: campusWriteScope },
  photos: { table: t.campusLogos, owner: t.campusLogos.campusId, key: 'campusId' },
})

export const universityLogos = logoOf('University', {
  crud: universities,
  table: t.universities,
  scope: { read: universityScope, write: universityScope },
  photos: { table: t.universityLogos, owner: t.universityLogos.universityId, key: 'universityId' },
})
