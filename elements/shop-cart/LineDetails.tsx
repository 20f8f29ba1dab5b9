import { useShopText } from '../base/useShopText'
import { attendeeNamesOf, partTimesShown } from '../../src/domain/cart/lineDetails'
import type { ViewLine } from './cartView'

/**
 * A line's date and time under its name; for a combination ticket each part with its own time instead, and for a
 * ticket that asks names the persons named: what the visitor chose, to read again before the checkout. A line whose
 * persons are listed one by one with their ways to change (`listed`) does not name them a second time here.
 */
export function LineDetails({ line, listed = false }: { line: ViewLine; listed?: boolean }) {
  const { t, locale } = useShopText()
  const parts = line.kind === 'item' ? partTimesShown(line.item, locale) : []
  const names = line.kind === 'item' && !listed ? attendeeNamesOf(line.item) : []
  return (
    <>
      {parts.length === 0 && line.when && (
        <p className="shop-cart__line-when" part="line-when">
          {line.when}
        </p>
      )}
      {parts.map((part) => (
        <p key={part.number} className="shop-cart__line-when" part="line-when">
          {t('cart.part', { number: part.number, when: part.when })}
        </p>
      ))}
      {names.length > 0 && (
        <p className="shop-cart__line-when" part="line-when">
          {t('cart.attendees', { names: names.join(', ') })}
        </p>
      )}
    </>
  )
}
