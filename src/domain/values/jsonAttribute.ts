/**
 * A JSON-valued attribute after parsing: the value, or the raw text that was not JSON (so the component can say what
 * is wrong), or undefined when the attribute is absent.
 */
export type JsonAttribute = { ok: true; value: unknown } | { ok: false; raw: string } | undefined

/** Parses an attribute's raw text; never throws. */
export function parseJsonAttribute(raw: string | null): JsonAttribute {
  if (raw === null || raw.trim() === '') return undefined
  try {
    return { ok: true, value: JSON.parse(raw) as unknown }
  } catch {
    return { ok: false, raw }
  }
}
