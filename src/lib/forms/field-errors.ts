import * as v from 'valibot'

/** A form's complaints, one message per field name (the first issue of each field). */
export type FieldErrors = Partial<Record<string, string>>

/**
 * Validates form values with a valibot schema and returns the first message of each field, or
 * null when the values pass. Example: `fieldErrors(registerSchema, values)?.email`.
 */
export function fieldErrors(
  schema: v.GenericSchema,
  values: Record<string, unknown>,
): FieldErrors | null {
  const result = v.safeParse(schema, values)
  if (result.success) return null
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] ??= issue.message
  }
  return errors
}
