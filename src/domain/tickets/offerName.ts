/**
 * The name of what a ticket element sells, from its tickets' titles, so that two calendars on one page have names of
 * their own: "El Siglo de Oro mit Gemäldegalerie" for "… regulär" and "… ermäßigt", the title itself for one ticket,
 * else the first titles.
 */

/** At most this many titles name an offer whose titles share no words at their start. */
export const NAMED_TITLES = 3

/** Words that end a shared start without naming anything ("Tickets für …", "Kombi – …"). */
const DANGLING = /[\s\-–—:·,/(+]+$/

function sharedStart(titles: readonly string[]): string {
  const words = titles.map((title) => title.split(/\s+/))
  const first = words[0] ?? []
  let count = 0
  while (count < first.length && words.every((list) => list[count] === first[count])) count++
  return first.slice(0, count).join(' ').replace(DANGLING, '')
}

/** The offer's name from the titles of its tickets; null without a title. */
export function offerName(titles: readonly string[]): string | null {
  const named = [...new Set(titles.map((title) => title.trim().replace(/\s+/g, ' ')).filter(Boolean))]
  if (named.length <= 1) return named[0] ?? null
  const shared = sharedStart(named)
  if (shared) return shared
  const shown = named.slice(0, NAMED_TITLES).join(', ')
  return named.length > NAMED_TITLES ? `${shown} …` : shown
}
