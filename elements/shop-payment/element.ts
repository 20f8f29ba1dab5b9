import {
  cssProperties,
  declareElement,
  elementDocs,
  flag,
  number,
  text,
  type ElementDocs,
} from '../base/attributes'
import { LEGAL_SLOT } from './legalSlot'

export const SHOP_PAYMENT = declareElement('shop-payment', {
  'border-radius': number,
  height: number,
  environment: text('production', 'sandbox'),
  'csp-nonce': text(),
  crossorigin: text('anonymous', 'use-credentials'),
  layout: text('row', 'column'),
  test: flag,
  newsletter: flag,
})

export const SHOP_PAYMENT_DOCS = elementDocs((): ElementDocs<typeof SHOP_PAYMENT> => ({
  element: SHOP_PAYMENT,
  description:
    'Checkout: what is being paid for, the museum\'s legal text (slot "legal") and the payment methods (light DOM, ' +
    'for PayPal\'s iframes). The card form\'s button names the obligation to pay and the total ("Zahlungspflichtig bestellen: 36,50 €").',
  attributes: {
    // Equal to the checkout's DEFAULT_BORDER_RADIUS (a unit test compares them; importing it here would pull the
    // lazy payment code into the start-up bundle).
    'border-radius': { description: 'Corner radius of the PayPal button in px.', default: '4' },
    height: { description: 'Height of the PayPal button in px (PayPal accepts 25–55).' },
    environment: { description: 'Which PayPal script is loaded.', default: 'production' },
    'csp-nonce': { description: "The page's CSP nonce, passed to PayPal as data-csp-nonce." },
    crossorigin: { description: "crossorigin of PayPal's script tag." },
    layout: { description: 'Layout of each payment option.', default: 'row' },
    test: {
      description: "Adds an inert 'Pay Now!' button to the open area (layout checks).",
      default: 'false',
    },
    newsletter: {
      description: "Adds the newsletter opt-in (unchecked) to the guest form; sent with the guest's account.",
      default: 'false',
    },
  },
  events: [
    'shop-data-loaded',
    'shop-checkout-shown',
    'shop-payment-method-chosen',
    'shop-order-created',
    'shop-payment-succeeded',
    'shop-payment-failed',
    'shop-error',
  ],
  cssParts: [
    'message',
    'retry-button',
    'hold',
    'hold-text',
    'hold-extend',
    'places-gone',
    'places-gone-fit',
    'places-gone-remove',
    'places-gone-link',
    'cart-link',
    'price-confirmation',
    'confirm-button',
  ],
  cssProperties: cssProperties(SHOP_PAYMENT),
  slots: [
    {
      name: LEGAL_SLOT,
      description:
        `The museum's legal text, shown between the order summary and the payment methods: children given with ` +
        `slot="${LEGAL_SLOT}", e.g. <p slot="${LEGAL_SLOT}">Es gelten unsere <a href="/agb">AGB</a> und die ` +
        `<a href="/widerruf">Widerrufsbelehrung</a>.</p>. The element renders in light DOM (for PayPal's iframes), ` +
        'so this is not a shadow-DOM slot: the element moves the children into a div.shop-payment__legal when it ' +
        "connects, and the page's own CSS styles them. Put them in the HTML inside the element.",
    },
  ],
}))
