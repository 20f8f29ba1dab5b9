/**
 * Shop texts. The shop API delivers a flat map of translation key → text with `{{placeholder}}` slots; a missing
 * key gives an empty string rather than the key, so visitors never see raw keys.
 */

/** Flat map of translation key → text, as delivered in `shop.translations`. */
export type Translations = Readonly<Record<string, string>>

/** Values substituted into `{{name}}` placeholders. */
export type TranslationVars = Readonly<Record<string, string | number>>

/** Looks up a text and substitutes placeholders; `(key, vars?) => text`. */
export type Translator = (key: string, vars?: TranslationVars) => string

// Tolerates spaces inside the braces, as hand-written shop texts contain both `{{name}}` and `{{ name }}`.
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g

/** The text for `key`, or undefined when the map has no usable text (missing, not a string, or empty). */
function lookup(translations: Translations | undefined, key: string): string | undefined {
  if (!translations || !Object.hasOwn(translations, key)) return undefined
  // The map comes from the network: a non-string value is treated as missing.
  const text: unknown = translations[key]
  return typeof text === 'string' && text !== '' ? text : undefined
}

function substitute(text: string, vars: TranslationVars | undefined): string {
  if (!vars) return text
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : placeholder,
  )
}

/**
 * The text for `key` with `{{name}}` placeholders replaced from `vars`; '' when the key is missing.
 * Placeholders without a value stay as they are. The result is plain text: render it as text, never as HTML.
 * Elements translate through `createTranslator`; this one table's lookup is exported for the tests.
 */
export function translate(translations: Translations, key: string, vars?: TranslationVars): string {
  const text = lookup(translations, key)
  return text === undefined ? '' : substitute(text, vars)
}

/**
 * A translator that uses the shop's text, else the `fallback` map (e.g. built-in English texts), else ''.
 * An empty shop text counts as missing, so the fallback shows instead of nothing. A function as `fallback` is asked
 * at each lookup: the built-in texts grow when an element's code arrives after the translator was made.
 */
export function createTranslator(
  translations: Translations,
  fallback?: Translations | (() => Translations),
): Translator {
  return (key, vars) => {
    const text =
      lookup(translations, key) ?? lookup(typeof fallback === 'function' ? fallback() : fallback, key)
    return text === undefined ? '' : substitute(text, vars)
  }
}
