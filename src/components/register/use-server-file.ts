import { useEffect, useMemo, useState } from 'react'
import { appDb } from '../../offline/db'
import { readKept } from '../../offline/kept-files'
import { useScope } from '../../offline/use-scope'
import { ports } from '../../offline/sync-runtime'

/**
 * A record's file the server keeps (a student's photo), read with the session's token (never a
 * bare URL to the API) and kept on the device, so it shows offline once it was shown here; null
 * while there is none or it cannot be read. `hash` names the file, so a new one is read again.
 */
export function useServerFile(entity: string, id: number | null, field: string, hash?: string) {
  const [blob, setBlob] = useState<Blob | null>(null)
  const scope = useScope()
  useEffect(() => {
    const read = ports.get(entity)?.readFile
    if (!hash || id === null || !read || !scope) return
    let live = true
    readKept(appDb(), { scope, entity, id, name: field, hash }, () => read(id, field))
      .then((b) => live && setBlob(b ?? null))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [entity, id, field, hash, scope])
  return blob
}

/** An object URL of `blob` for an <img>, revoked when the blob changes or the screen goes. */
export function useObjectUrl(blob: Blob | null) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])
  return url
}
