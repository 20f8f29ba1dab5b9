/**
 * The page's date, time and number formatters, made once per locale and options and shared by every element. Making
 * one is slow (the first of a page loads the runtime's locale data: a quarter of a second on a slow phone), using one
 * is fast; so each is made on first use, and an element that waits for the network can make the ones it will need
 * before its first render (see `warm`).
 */

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`
  let found = made.get(key) as F | undefined
  if (!found) {
    found = make()
    made.set(key, found)
  }
  return found
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. Throws as the constructor does. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options))

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. Throws as the constructor does. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options))

/**
 * Runs `make` (which makes formatters) in a task of its own, after the current one: a request started in this task
 * leaves first, and the formatters are ready when its answer is rendered. A formatter that cannot be made is made (and
 * its error met) again where it is used.
 */
export function warm(make: () => void): void {
  setTimeout(() => {
    try {
      make()
    } catch {
      // Met again, and handled, where the formatter is used.
    }
  }, 0)
}
