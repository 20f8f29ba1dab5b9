import { AFTER_ADD } from '../base/attributes'
import { cssProperties, declareElement, ids, text, type ElementDocs } from '../base/attributes'

/** `<shop-tours>`: public guided tours, one booked into the cart on the museum's own page. */
export const SHOP_TOURS = declareElement('shop-tours', {
  'tour-id': text(),
  'museum-ids': ids,
  'exhibition-ids': ids,
  'category-ids': ids,
  'tour-group': text(),
  'after-add': text(...AFTER_ADD),
})

export const SHOP_TOURS_DOCS: ElementDocs<typeof SHOP_TOURS> = {
  element: SHOP_TOURS,
  description:
    'Public guided tours: one tour or the bookable tours of a filter, a month calendar, the times of the chosen day ' +
    'with the participants that can still book, the language, the participants (one count per price when the tour ' +
    'has several) and optional surcharges; times and price are asked again before the tour goes into the cart (open ' +
    'shadow root).',
  attributes: {
    'tour-id': {
      description:
        "The tour's id. When absent and no filter is set, the page address's `?tour=` query names it (the address " +
        '`tour-url` of the init element links to).',
      type: 'string',
    },
    'museum-ids': {
      description: 'Without `tour-id`: the bookable tours of these museums (ids).',
      type: 'string',
    },
    'exhibition-ids': {
      description: 'Without `tour-id`: the bookable tours of these exhibitions (ids).',
      type: 'string',
    },
    'category-ids': {
      description: 'Without `tour-id`: the bookable tours of these categories (ids).',
      type: 'string',
    },
    'tour-group': {
      description:
        "Without `tour-id`: the bookable tours of this tour group of the shop's settings (its id).",
      type: 'string',
    },
    'after-add': {
      description:
        'After adding: `stay` (a confirmation with a link to the cart) or `cart` (go to the cart page).',
      default: 'stay',
    },
  },
  events: ['shop-tour-added', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'tours',
    'title',
    'step',
    'legend',
    'tour',
    'calendar',
    'month',
    'month-button',
    'day',
    'day-selected',
    'slots',
    'slot',
    'slot-places',
    'language',
    'price',
    'stepper',
    'stepper-button',
    'quantity',
    'limit',
    'surcharge',
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
  cssProperties: cssProperties(SHOP_TOURS),
}
