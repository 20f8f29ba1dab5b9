import { readText, writeTextQuietly } from './storage'

/** The stored language's key (spec §3: "Language is stored under lang"). Part of STORAGE_KEYS. */
export const LANGUAGE_STORAGE_KEY = 'lang'

const LANGUAGE_SHAPE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/

/** The stored language ('de', 'en', 'de_DE'), or null when missing or not language-shaped. */
export function readStoredLanguage(): string | null {
  const text = readText(LANGUAGE_STORAGE_KEY)?.trim()
  // Some shop builds store the language JSON-quoted ('"de"').
  const lang = text?.replace(/^"(.*)"$/, '$1')
  return lang && LANGUAGE_SHAPE.test(lang) ? lang : null
}

/** Stores the language as plain text. Returns false (and reports once) when storage refuses it. */
export function writeStoredLanguage(lang: string): boolean {
  return writeTextQuietly(LANGUAGE_STORAGE_KEY, lang)
}
