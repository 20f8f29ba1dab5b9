import { useShopText } from '../base/useShopText'
import { namesForQuantity, unnamedPersons } from '../../src/domain/cart/lineRules'
import type { Attendee } from '../../src/domain/tickets/attendees'
import type { NameAsk } from './useCartEdits'
import type { ViewLine } from './cartView'
import { PersonNameForm } from './PersonNameForm'

export interface LineNamesProps {
  line: Extract<ViewLine, { kind: 'item' }>
  /** The names asked for in this line, if any. */
  naming: NameAsk | null
  busy: boolean
  onAsk: (index: number) => void
  onGive: (names: Attendee) => void
  onCancel: () => void
}

/**
 * The persons of a ticket line that names them, in order: each one's name, or that it is missing with the way to give
 * it. The last person listed is the one "−" takes off. Below, the names asked for (a new person's, or a missing one).
 */
export function LineNames({ line, naming, busy, onAsk, onGive, onCancel }: LineNamesProps) {
  const { t } = useShopText()
  const persons = namesForQuantity(line.item, line.quantity)
  const unnamed = unnamedPersons(line.item, line.quantity)
  return (
    <div className="shop-cart__names">
      <ol className="shop-cart__persons" part="line-names">
        {persons.map((person, index) => (
          <li key={index} className="shop-cart__person-name">
            {unnamed.includes(index) ? (
              <>
                <span className="shop-cart__missing">{t('cart.names.missing', { number: index + 1 })}</span>{' '}
                {naming?.index !== index && (
                  <button
                    type="button"
                    className="shop-cart__remove"
                    part="name-give"
                    onClick={() => onAsk(index)}
                  >
                    {t('cart.names.give', { number: index + 1 })}
                  </button>
                )}
              </>
            ) : (
              `${person.name} ${person.surname}`
            )}
          </li>
        ))}
      </ol>
      {naming && (
        <PersonNameForm
          key={`${naming.index}-${String(naming.adding)}`}
          ticket={line.name}
          number={naming.index + 1}
          adding={naming.adding}
          busy={busy}
          onGive={onGive}
          onCancel={onCancel}
        />
      )}
    </div>
  )
}
