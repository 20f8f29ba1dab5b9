import { cssProperties, declareElement, type ElementDocs } from '../base/attributes'

/** `<shop-donations>` has no attributes: everything comes from the shop's donation configuration. */
export const SHOP_DONATIONS = declareElement('shop-donations', {})

export const SHOP_DONATIONS_DOCS: ElementDocs<typeof SHOP_DONATIONS> = {
  element: SHOP_DONATIONS,
  description:
    'Donation campaigns: a preset or custom amount goes to the cart, or the visitor continues without one (open shadow root).',
  attributes: {},
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
  cssProperties: cssProperties(SHOP_DONATIONS.tag),
}
