import { documentTypes, maxDocumentBytes } from '../../common/document-kinds'
import {
  hasMagicOf,
  isWellFormed,
  signatureLength,
  type FileType,
} from '../../common/file-signatures'

/**
 * Whether a file the user chose is not what the type it names says (decisions 0356, 0369): a PDF,
 * JPEG, PNG or WebP that is not that type's, read on the device, offline too, by the rule the server
 * applies to the upload (the whole file; one too large to keep only by its first bytes, as its size
 * refuses it anyway). A type without a signature here is not judged (its field's own list of types
 * decides whether it is taken at all).
 */
export async function belieItsType(file: Blob): Promise<boolean> {
  if (!(documentTypes as readonly string[]).includes(file.type)) return false
  const type = file.type as FileType
  if (file.size > maxDocumentBytes)
    return !hasMagicOf(type, new Uint8Array(await file.slice(0, signatureLength).arrayBuffer()))
  return !isWellFormed(type, new Uint8Array(await file.arrayBuffer()))
}
