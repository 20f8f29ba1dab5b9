/**
 * What the cart says when a change of a line did not happen: under the line (the note) and in the live region (the
 * announcement). A limit per booking is said in the words of the element that chose the line, the line's name before
 * it in the announcement, so a listener knows which line refused.
 */
import type { LineViolation } from '../../src/domain/cart/lineRules'
import { EVENT_LINE_TYPE } from '../../src/domain/cart/eventPlaces'
import type { Translator } from '../../src/domain/messages/translations'
import type { LineOutcome } from './cartActions'
import type { ViewLine } from './cartView'

/** The limit's words for `violation` of `line`, and whether they need the line's name to stand alone. */
function limitWords(
  violation: LineViolation,
  line: ViewLine,
  t: Translator,
): { words: string; named: boolean } {
  const when = line.when ?? line.name
  switch (violation.rule) {
    case 'placesLeft':
      if (violation.most === 0) return { words: t('cart.placesGone', { when }), named: false }
      return {
        words: t(violation.most === 1 ? 'cart.placesLeft.one' : 'cart.placesLeft.other', {
          when,
          count: violation.most,
        }),
        named: false,
      }
    case 'perBooking': {
      const isEvent = line.kind === 'item' && line.item.type === EVENT_LINE_TYPE
      const key = isEvent ? 'eventDates.atMostPerBooking' : 'tickets.atMostPerBooking'
      return { words: t(key, { count: violation.most }), named: true }
    }
    case 'atLeast':
      return { words: t('tickets.atLeast', { count: violation.least }), named: true }
    default:
      return { words: t('cart.names.missing', { number: violation.named + 1 }), named: true }
  }
}

/** The note under `line` and the announcement for an outcome that changed nothing. */
export function refusalOf(
  outcome: LineOutcome,
  line: ViewLine,
  t: Translator,
): { note: string; said: string } {
  const plain = (sentence: string) => ({ note: sentence, said: sentence })
  switch (outcome.kind) {
    case 'refused': {
      const { words, named } = limitWords(outcome.violation, line, t)
      return { note: words, said: named ? t('cart.limit', { line: line.label, limit: words }) : words }
    }
    case 'gone':
      return plain(t('cart.changedElsewhere'))
    case 'failed':
      return plain(t('cart.unreadable'))
    default:
      return plain(t('cart.storageFailed'))
  }
}
