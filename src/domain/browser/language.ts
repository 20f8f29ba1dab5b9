import { readText } from './storage'

const LANGUAGE_SHAPE = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/

/** The language stored under `key` ('de', 'en', 'de_DE'), or null when missing or not language-shaped. */
export function readStoredLanguage(key: string): string | null {
  const text = readText(key)?.trim()
  // Some shop builds store the language JSON-quoted ('"de"').
  const lang = text?.replace(/^"(.*)"$/, '$1')
  return lang && LANGUAGE_SHAPE.test(lang) ? lang : null
}
