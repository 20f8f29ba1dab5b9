/**
 * Built-in texts of the shop's payment modes in the payment element (German and English); the shop's translations
 * override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `payment.modes.legend` — legend of the choice among the shop's payment modes (shown when it has several).
 * - `payment.modes.payPal` — the PayPal mode's choice, whose methods (PayPal, card, wallets, …) follow when chosen.
 * - `payment.modes.placeOrder` {{amount}} — the control that places a paid order with a mode other than PayPal: it
 *   names the obligation to pay.
 * - `payment.modes.freeOrder` — the control that places an order whose total is 0.
 * - `payment.modes.declined`, `payment.modes.unusable`, `payment.modes.unsafe` — the failure page's reason when the
 *   provider refused, when its answer named no way on, when the address it named was no web address.
 * - `payment.modes.elsewhere` — an order of this cart is being placed in another tab.
 * - `payment.progress.placing` — status line while the order is placed and the page is left for the provider.
 */
export const paymentModeMessages = {
  de: {
    'payment.modes.legend': 'Wie möchten Sie bezahlen?',
    'payment.modes.payPal': 'PayPal, Karte und weitere',
    'payment.modes.placeOrder': 'Zahlungspflichtig bestellen ({{amount}})',
    'payment.modes.freeOrder': 'Kostenlos bestellen',
    'payment.modes.declined':
      'Die Zahlung wurde abgelehnt. Ihr Warenkorb ist unverändert: Bitte wählen Sie eine andere Zahlungsart.',
    'payment.modes.unusable':
      'Der Zahlungsanbieter hat nicht gesagt, wie es weitergeht. Es wurde nichts bezahlt, Ihr Warenkorb ist unverändert.',
    'payment.modes.unsafe':
      'Der Zahlungsanbieter hat eine unsichere Adresse genannt; sie wurde nicht geöffnet. Es wurde nichts bezahlt, Ihr Warenkorb ist unverändert.',
    'payment.modes.elsewhere':
      'Ihre Bestellung wird gerade in einem anderen Fenster aufgegeben. Bitte schließen Sie dieses Fenster.',
    'payment.progress.placing': 'Ihre Bestellung wird aufgegeben …',
  },
  en: {
    'payment.modes.legend': 'How would you like to pay?',
    'payment.modes.payPal': 'PayPal, card and more',
    'payment.modes.placeOrder': 'Place order and pay ({{amount}})',
    'payment.modes.freeOrder': 'Place order (free of charge)',
    'payment.modes.declined':
      'The payment was declined. Your cart is unchanged: please choose another payment method.',
    'payment.modes.unusable':
      'The payment provider did not say how to go on. Nothing was paid, your cart is unchanged.',
    'payment.modes.unsafe':
      'The payment provider named an unsafe address, which was not opened. Nothing was paid, your cart is unchanged.',
    'payment.modes.elsewhere': 'Your order is being placed in another window. Please close this one.',
    'payment.progress.placing': 'Placing your order …',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
