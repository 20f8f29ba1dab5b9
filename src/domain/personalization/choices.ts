/**
 * The choices of a holder's form that are not free text. Countries come from the API (`GET /countries`); the v4 API
 * has no list of salutations or correspondence languages, so those are built in here, with the ids go~mus uses: the
 * documented language ids (1 German, 2 English) and salutation ids 1–3. Each choice's label is a translation key, so
 * a shop's translations can name them differently.
 */

/** A choice of a select: the id sent, the translation key of its label. */
export interface Choice {
  id: number
  labelKey: string
}

/** Germany, the country a holder lives in unless they choose another. */
export const GERMANY_COUNTRY_ID = 60

/** German, the language a holder is written to unless they choose another. */
export const DEFAULT_LANGUAGE_ID = 1

export const SALUTATIONS: readonly Choice[] = [
  { id: 1, labelKey: 'personalization.salutation.1' },
  { id: 2, labelKey: 'personalization.salutation.2' },
  { id: 3, labelKey: 'personalization.salutation.3' },
]

export const LANGUAGES: readonly Choice[] = [
  { id: DEFAULT_LANGUAGE_ID, labelKey: 'personalization.language.1' },
  { id: 2, labelKey: 'personalization.language.2' },
]

/** A country as the API lists it. */
export interface Country {
  id: number
  name: string
}

/**
 * The countries to offer, by name in the visitor's language, Germany's entry always among them: until the list has
 * arrived (or when it cannot be had) Germany alone, named by `germany`.
 */
export function countryChoices(
  countries: readonly Country[] | undefined,
  germany: string,
  locale: string,
): Country[] {
  const sorted = [...(countries ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale))
  return sorted.some((country) => country.id === GERMANY_COUNTRY_ID)
    ? sorted
    : [{ id: GERMANY_COUNTRY_ID, name: germany }, ...sorted]
}
