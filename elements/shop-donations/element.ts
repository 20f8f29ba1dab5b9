import { cssProperties, declareElement, number, type ElementDocs } from '../base/attributes'

/** `<shop-donations>`: campaigns and amounts come from the shop's donation configuration; the museum sets a ceiling. */
export const SHOP_DONATIONS = declareElement('shop-donations', {
  'max-amount': number,
})

/** The largest amount a visitor can type, in whole units of the shop currency, unless `max-amount` says otherwise. */
export const DEFAULT_MAX_AMOUNT = 5000

export const SHOP_DONATIONS_DOCS: ElementDocs<typeof SHOP_DONATIONS> = {
  element: SHOP_DONATIONS,
  description:
    'Donation campaigns: a preset or custom amount goes to the cart, or the visitor continues without one (open shadow root).',
  attributes: {
    'max-amount': {
      type: 'number',
      description:
        'Largest amount a visitor can type, in whole units of the shop currency (5000 = 5.000,00 €), for guests and ' +
        'logged-in donors alike; a larger amount is refused with a sentence asking the visitor to contact the museum ' +
        '(translation keys donations.customAmountAboveMaximum and donations.largerGifts). Preset amounts are not ' +
        'limited. Below 1 or not a number: the default.',
      default: String(DEFAULT_MAX_AMOUNT),
    },
  },
  events: ['shop-donation-added', 'shop-error'],
  cssParts: [
    'donations',
    'campaigns',
    'campaign',
    'campaign-selected',
    'campaign-image',
    'campaign-name',
    'campaign-info',
    'legend',
    'amounts',
    'amount',
    'hint',
    'custom-amount',
    'custom-amount-input',
    'error',
    'amount-preview',
    'message',
    'retry-button',
    'login-link',
    'actions',
    'button',
    'add-button',
    'skip-button',
  ],
  cssProperties: cssProperties(SHOP_DONATIONS),
}
