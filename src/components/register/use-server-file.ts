import { useEffect, useMemo, useState } from 'react'
import { ports } from '../../offline/sync-runtime'

/**
 * A record's file the server keeps (a student's photo), read with the session's token (never a
 * bare URL to the API); null while there is none or it cannot be read. `hash` names the file, so a
 * new one is read again.
 */
export function useServerFile(entity: string, id: number | null, field: string, hash?: string) {
  const [blob, setBlob] = useState<Blob | null>(null)
  useEffect(() => {
    const read = ports.get(entity)?.readFile
    if (!hash || id === null || !read) return
    let live = true
    read(id, field)
      .then((b) => live && setBlob(b ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [entity, id, field, hash])
  return blob
}

/** An object URL of `blob` for an <img>, revoked when the blob changes or the screen goes. */
export function useObjectUrl(blob: Blob | null) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  return url
}
