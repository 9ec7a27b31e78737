import { documentTypes } from '../../common/document-kinds'
import { hasMagicOf, signatureLength, type FileType } from '../../common/file-signatures'

/**
 * Whether a file the user chose is not what the type it names says (decision 0356): a PDF, JPEG,
 * PNG or WebP whose first bytes are not that type's, read on the device, offline too, by the rule
 * the server applies to the upload. A type without a signature here is not judged (its field's
 * own list of types decides whether it is taken at all).
 */
export async function belieItsType(file: Blob): Promise<boolean> {
  if (!(documentTypes as readonly string[]).includes(file.type)) return false
  const head = new Uint8Array(await file.slice(0, signatureLength).arrayBuffer())
  return !hasMagicOf(file.type as FileType, head)
}
