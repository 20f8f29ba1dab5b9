import { AFTER_ADD, cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/** `<shop-event-dates>`: the dates of one event product, one of them booked into the cart on the museum's own page. */
export const SHOP_EVENT_DATES = declareElement('shop-event-dates', {
  'event-id': text(),
  'after-add': text(...AFTER_ADD),
})

export const SHOP_EVENT_DATES_DOCS: ElementDocs<typeof SHOP_EVENT_DATES> = {
  element: SHOP_EVENT_DATES,
  description:
    'The dates of one event with their seats left: one date chosen, a number of places within its seats and its ' +
    'most per booking; the seats are asked again before the places go into the cart (open shadow root).',
  attributes: {
    'event-id': {
      description:
        "The event product's id. When absent, the page address's `?event=` query names it (the address " +
        '`event-url` of the init element links to).',
      type: 'string',
    },
    'after-add': {
      description:
        'After adding: `stay` (a confirmation with a link to the cart) or `cart` (go to the cart page).',
      default: 'stay',
    },
  },
  events: ['shop-event-date-added', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'event-dates',
    'title',
    'step',
    'legend',
    'month',
    'date',
    'date-when',
    'date-details',
    'date-seats',
    'price',
    'stepper',
    'stepper-button',
    'quantity',
    'limit',
    'total',
    'add-button',
    'confirmation',
    'cart-link',
    'notice',
    'shop-link',
    'placeholder',
    'message',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_EVENT_DATES),
}
