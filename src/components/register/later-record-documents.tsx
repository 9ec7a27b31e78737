import { lazy, Suspense, type ComponentProps } from 'react'

// Below a record's details, so loaded after them: the upload form is not a first visit's cost.
const RecordDocuments = lazy(() =>
  import('./record-documents').then((m) => ({ default: m.RecordDocuments })),
)

/** A record's documents (`RecordDocuments`), its code fetched when first shown. */
export function LaterRecordDocuments(props: ComponentProps<typeof RecordDocuments>) {
  return (
    <Suspense>
      <RecordDocuments {...props} />
    </Suspense>
  )
}
