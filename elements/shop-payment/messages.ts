/**
 * Built-in texts of the payment element (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `payment.summary.caption` — caption of the table of what is paid for; `payment.summary.item`,
 *   `payment.summary.quantity`, `payment.summary.amount` — its column headers; `payment.summary.total` — the sum row;
 *   `payment.summary.each` {{quantity}} {{price}} — a line's quantity and unit price where the summary is too narrow
 *   for its columns.
 * - `payment.donation` — the name of a donation line, in the table and in the order sent to PayPal.
 * - `payment.methods.legend` — legend of the payment method radio group.
 * - `payment.methods.<container id>` — optional label of a method (e.g. `payment.methods.paylater`); the method's own
 *   name when missing.
 * - `payment.emptyCart`, `payment.storageProblem` — shown instead of the methods.
 * - `payment.pastTickets` {{lines}} — names the ticket lines whose time has passed (left out of the order).
 * - `payment.unreadableLines` {{lines}} — names the stored lines that cannot be read (left out of the order);
 *   `payment.unnamedLine` stands for one without a name.
 * - `payment.donationCapped` {{donation}} {{amount}} — a guest's donations to a campaign lowered to its cap.
 * - `payment.noMethods` — no method is available for this purchase (every one is ineligible).
 * - `payment.nothingToPay` — next to a disabled PayPal button when the total is 0.
 * - `payment.loading` — announced while the shop and PayPal's script load (the methods' placeholder is silent).
 * - `payment.error.*` — why no method can be offered (a failed payment script, no client id, …); the script's
 *   failures are the visitor's sentences, their technical message goes to the console and `shop-error`.
 * - `payment.testPay` — the test flag's button ('Pay Now!').
 * - `payment.progress.capturing`, `payment.progress.checking`, `payment.progress.captured` — status lines while a
 *   payment is being completed, while a payment begun before a reload is checked, and once it is paid.
 * - `payment.outcomeUnknown` — the capture's outcome could not be learned: do not pay again, check your e-mail (also
 *   the failure page's message).
 */
export const paymentMessages = {
  de: {
    'payment.summary.caption': 'Ihre Bestellung',
    'payment.summary.item': 'Artikel',
    'payment.summary.quantity': 'Anzahl',
    'payment.summary.amount': 'Betrag',
    'payment.summary.total': 'Gesamtbetrag',
    'payment.summary.each': '{{quantity}} × {{price}}',
    'payment.summary.participants': '{{count}} Teilnehmende',
    'payment.donation': 'Spende',
    'payment.methods.legend': 'Zahlungsart wählen',
    'payment.methods.paylater': 'Später bezahlen',
    'payment.emptyCart': 'Ihr Warenkorb ist leer. Es gibt nichts zu bezahlen.',
    'payment.pastTickets': 'Nicht mehr buchbar und nicht bestellt: {{lines}}.',
    'payment.unreadableLines': 'Nicht lesbar und nicht bestellt: {{lines}}.',
    'payment.unnamedLine': 'ein Eintrag ohne Namen',
    'payment.donationCapped':
      'Als Gast spenden Sie höchstens {{amount}}: {{donation}} wird mit {{amount}} bestellt.',
    'payment.storageProblem':
      'Ihr Warenkorb konnte nicht gelesen werden. Bitte öffnen Sie den Warenkorb und versuchen Sie es erneut.',
    'payment.noMethods': 'Für diesen Einkauf ist gerade keine Zahlungsart verfügbar.',
    'payment.nothingToPay': 'Der Gesamtbetrag ist 0: Es gibt nichts zu bezahlen.',
    'payment.loading': 'Zahlungsarten werden geladen …',
    'payment.error.clientMissing': 'Die Zahlung ist nicht eingerichtet: client is not set',
    'payment.error.environment':
      'Die Zahlung ist falsch eingerichtet: environment must be production or sandbox',
    'payment.error.options': 'Die Zahlung ist falsch eingerichtet: missing options',
    'payment.error.scriptLoad':
      'Die Zahlungsarten konnten gerade nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'payment.error.notLoaded':
      'Die Zahlung ist auf dieser Seite gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
    'payment.error.nestedShadowRoot':
      'Die Zahlung kann hier nicht angezeigt werden: das Element liegt in verschachteltem Shadow DOM (PayPal unterstützt das nicht).',
    'payment.testPay': 'Pay Now!',
    'payment.progress.capturing': 'Ihre Zahlung wird abgeschlossen …',
    'payment.progress.checking': 'Wir prüfen Ihre begonnene Zahlung …',
    'payment.progress.captured': 'Ihre Zahlung ist eingegangen. Sie werden weitergeleitet …',
    'payment.outcomeUnknown':
      'Wir wissen noch nicht, ob Ihre Zahlung eingegangen ist. Bitte zahlen Sie nicht noch einmal, sondern prüfen Sie zuerst Ihre E-Mails: Eine bezahlte Bestellung wird Ihnen per E-Mail bestätigt.',
  },
  en: {
    'payment.summary.caption': 'Your order',
    'payment.summary.item': 'Item',
    'payment.summary.quantity': 'Quantity',
    'payment.summary.amount': 'Amount',
    'payment.summary.total': 'Total',
    'payment.summary.each': '{{quantity}} × {{price}}',
    'payment.summary.participants': '{{count}} participants',
    'payment.donation': 'Donation',
    'payment.methods.legend': 'Choose a payment method',
    'payment.methods.paylater': 'Pay Later',
    'payment.emptyCart': 'Your cart is empty. There is nothing to pay.',
    'payment.pastTickets': 'No longer bookable and not ordered: {{lines}}.',
    'payment.unreadableLines': 'Unreadable and not ordered: {{lines}}.',
    'payment.unnamedLine': 'a line without a name',
    'payment.donationCapped':
      'As a guest you donate at most {{amount}}: {{donation}} is ordered at {{amount}}.',
    'payment.storageProblem': 'Your cart could not be read. Please open the cart and try again.',
    'payment.noMethods': 'No payment method is available for this purchase right now.',
    'payment.nothingToPay': 'The total is 0: there is nothing to pay.',
    'payment.loading': 'Loading payment methods …',
    'payment.error.clientMissing': 'Payment is not set up: client is not set',
    'payment.error.environment': 'Payment is misconfigured: environment must be production or sandbox',
    'payment.error.options': 'Payment is misconfigured: missing options',
    'payment.error.scriptLoad':
      'The payment methods could not be loaded just now. Please check your connection and try again.',
    'payment.error.notLoaded': 'Payment is not possible on this page right now. Please try again later.',
    'payment.error.nestedShadowRoot':
      'Payment cannot be shown here: the element sits in nested shadow DOM, which PayPal does not support.',
    'payment.testPay': 'Pay Now!',
    'payment.progress.capturing': 'Completing your payment …',
    'payment.progress.checking': 'Checking the payment you started …',
    'payment.progress.captured': 'Your payment has arrived. Taking you on …',
    'payment.outcomeUnknown':
      'We do not know yet whether your payment went through. Please do not pay again: check your e-mail first, as a paid order is confirmed by e-mail.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
