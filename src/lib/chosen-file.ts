import { documentTypes } from '../../common/document-kinds'
import { hasMagicOf, signatureLength, type FileType } from '../../common/file-signatures'

/**
 * Whether a file the user chose begins as the type it names says (decision 0356): its first bytes
 * read on the device, offline too, by the rule the server applies to the upload.
 */
export async function blobHasMagic(file: Blob): Promise<boolean> {
  if (!(documentTypes as readonly string[]).includes(file.type)) return false
  const head = new Uint8Array(await file.slice(0, signatureLength).arrayBuffer())
  return hasMagicOf(file.type as FileType, head)
}
