import { parseJsonAttribute, type JsonAttribute } from '../src/domain/jsonAttribute'

/**
 * Attribute converters, one small function per attribute type (after r2wc's transforms). They read the raw attribute
 * value — `null` when the attribute is absent — and never throw: a bad value becomes `undefined` (the prop's default).
 */
export type AttributeConverter<T> = (raw: string | null) => T

/** Text as given; absent → undefined. */
export const string: AttributeConverter<string | undefined> = (raw) => raw ?? undefined

/**
 * HTML boolean semantics: present = true (also `mobile=""`), absent = false. r2wc's own parser reads an empty value as
 * false; `"false"` is accepted as false because CMS editors write it.
 */
export const boolean: AttributeConverter<boolean> = (raw) =>
  raw !== null && raw.trim().toLowerCase() !== 'false'

/** A finite number ≥ 0; anything else (absent, text, negative) → undefined. */
export const nonNegativeNumber: AttributeConverter<number | undefined> = (raw) => {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

/** JSON, parsed; invalid JSON is passed on with its raw text so the component can say what is wrong. */
export const json: AttributeConverter<JsonAttribute> = parseJsonAttribute
