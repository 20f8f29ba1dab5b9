import {
  AFTER_ADD,
  cssProperties,
  declareElement,
  ids,
  number,
  text,
  type ElementDocs,
} from '../base/attributes'

/** The ticket types the element sells: timed entry (`time_slot`), the day (`normal`) or the year (`annual`). */
export const TICKET_TYPES = ['time_slot', 'normal', 'annual'] as const

/** `<shop-tickets>`: date, time and tickets of one ticket type, booked into the cart on the museum's own page. */
export const SHOP_TICKETS = declareElement('shop-tickets', {
  'ticket-type': text(...TICKET_TYPES),
  'ticket-ids': ids,
  'museum-ids': ids,
  'exhibition-ids': ids,
  date: text(),
  time: text(),
  'after-add': text(...AFTER_ADD),
  'part-minutes': number,
})

export const SHOP_TICKETS_DOCS: ElementDocs<typeof SHOP_TICKETS> = {
  element: SHOP_TICKETS,
  description:
    'Timed-entry, day, combination or annual tickets: a month calendar, the times of the chosen day (one per part of ' +
    'a combination ticket) with the places left, one quantity per ticket, the names of the persons when a ticket ' +
    'asks for them; the places are asked again before the tickets go into the cart (open shadow root).',
  attributes: {
    'ticket-type': {
      description:
        'Which tickets: `time_slot` (timed entry, a time per visit), `normal` (day tickets) or `annual` (annual ' +
        'tickets: no day, no time).',
      default: 'time_slot',
    },
    'ticket-ids': { description: 'Only these tickets (ids, separated by commas or spaces).', type: 'string' },
    'museum-ids': { description: 'Only tickets of these museums (ids).', type: 'string' },
    'exhibition-ids': { description: 'Only tickets of these exhibitions (ids).', type: 'string' },
    date: {
      description:
        "The day chosen at first (`YYYY-MM-DD`, the museum's date), e.g. from a deep link; ignored when it cannot be booked.",
    },
    time: {
      description:
        "The time chosen at first on that day (`HH:MM`, the museum's clock); ignored when it is not free.",
    },
    'after-add': {
      description:
        'After adding: `stay` (a confirmation with a link to the cart) or `cart` (go to the cart page).',
      default: 'stay',
    },
    'part-minutes': {
      description:
        'Combination tickets: the minutes a visit of one part takes; the next part starts that long after it at the ' +
        'earliest.',
      default: '90',
    },
  },
  events: ['shop-tickets-added', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'tickets',
    'step',
    'legend',
    'calendar',
    'month',
    'month-button',
    'day',
    'day-selected',
    'slots',
    'slot',
    'slot-places',
    'ticket',
    'ticket-name',
    'ticket-price',
    'stepper',
    'stepper-button',
    'quantity',
    'limit',
    'total',
    'attendees',
    'person',
    'input',
    'field-error',
    'add-button',
    'confirmation',
    'cart-link',
    'notice',
    'placeholder',
    'message',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_TICKETS),
}
