/**
 * Carts as the museum's shop stores them in the default variant (v4 order item fields: type, attributes with id and
 * quantity, name, price_cents), for the unit and browser tests that read a cart.
 */

/** A cart line of two adult day tickets at 12 € each, for a day far ahead (so no test finds it passed). */
export const TWO_DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: 101, quantity: 2, time: '2036-05-30T10:00:00+02:00' },
  ticket_type: 'normal',
  name: 'Tagesticket Erwachsene',
  price_cents: 1200,
}

/** The stored value of a default-variant cart holding `lines`. */
export const storedCart = (...lines: unknown[]) => ({ version: 1, items: lines })
