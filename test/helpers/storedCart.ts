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

/**
 * One line of each kind the museum's shop and the elements store, around the fake API's Saturday 2026-05-30 (the
 * tests' museum clock stands two days before): timed tickets (adults at 11:30, where 3 places are left; a family at
 * 10:30, at least 2 per booking), an event date, a tour with its language, an article.
 */
export const CART_LINES = {
  adults: {
    type: 'Ticket',
    attributes: { id: 51, quantity: 2, time: '2026-05-30T11:30:00+02:00' },
    name: 'Erwachsene 🦕',
    price_cents: 1200,
    ticket_type: 'time_slot',
  },
  family: {
    type: 'Ticket',
    attributes: { id: 53, quantity: 2, time: '2026-05-30T10:30:00+02:00' },
    name: 'Familie (pro Person)',
    price_cents: 900,
    ticket_type: 'time_slot',
  },
  event: {
    type: 'Event',
    attributes: { id: 101, event_id: 21, quantity: 1 },
    name: 'Nachts im Museum 🦖🔦',
    price_cents: 1500,
  },
  tour: {
    type: 'Tour',
    attributes: { id: 7, quantity: 1, start_at: '2026-06-02T14:00:00+02:00' },
    name: 'Führung durch die Sammlung',
    price_cents: 9000,
    language_name: 'Deutsch',
    participant_count: 12,
  },
  article: {
    type: 'Merchandise',
    attributes: { id: 42, quantity: 1 },
    name: 'Plüsch-T-Rex 🦖',
    price_cents: 1999,
  },
} as const

/** Adults on the Wednesday before the tests' museum clock: a line whose time has passed. */
export const PAST_ADULTS = {
  ...CART_LINES.adults,
  attributes: { ...CART_LINES.adults.attributes, time: '2026-05-27T11:30:00+02:00' },
}

/** A donation of 10,00 € to the fake shop's first campaign ("Neue Dinosaurierhalle 🦕"). */
export const DONATION = { value: 1000, campaign_id: 1 } as const

/**
 * A combination ticket for one person with both parts' times (the museum's part first at 11:30, the Kunsthalle's at
 * 13:00, stored in id order, the later part first) and a ticket whose persons are named: what the visitor reads again
 * in the cart and the checkout.
 */
export const REVIEW_LINES = {
  combination: {
    type: 'Ticket',
    attributes: {
      id: 56,
      quantity: 1,
      time: '2026-05-30T11:30:00+02:00',
      sub_ticket_times: { '57': '2026-05-30T13:00:00+02:00', '58': '2026-05-30T11:30:00+02:00' },
    },
    name: 'Kombiticket Naturkunde + Kunsthalle',
    price_cents: 1900,
    ticket_type: 'time_slot',
  },
  named: {
    type: 'Ticket',
    attributes: {
      id: 51,
      quantity: 2,
      time: '2026-05-30T15:00:00+02:00',
      attendees: [
        { name: 'Anna', surname: 'Muster' },
        { name: 'Ben', surname: 'Beispiel' },
      ],
    },
    name: 'Erwachsene 🦕',
    price_cents: 1200,
    ticket_type: 'time_slot',
  },
} as const
