/**
 * Built-in texts of the card, wallet and local payment methods (German and English); the shop's translations
 * override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `payment.methods.creditcard` — the card method's label in the method list (its name 'Credit Card' otherwise).
 * - `payment.card.title` — accessible name of the card form.
 * - `payment.card.email`, `payment.card.emailInvalid` — the e-mail field and its error
 *   (default 'Invalid email address').
 * - `payment.card.pay` {{amount}} — the pay button, which places the paid order: it names the obligation to pay
 *   (§ 312j BGB) and the total as the summary shows it ("Zahlungspflichtig bestellen: 36,50 €").
 * - `payment.card.paying` — the note while a payment runs.
 * - `payment.card.createFailed`, `payment.card.captureFailed` — the result area's failures, followed by
 *   `payment.card.tryAgain`, what the visitor can do; the technical reason goes to the console, never on screen.
 * - `payment.card.declined` {{status}} {{id}} — a declined transaction, with its status and id.
 * - `payment.applePay.button`, `payment.googlePay.button` — accessible names of the wallet button areas.
 * - `payment.local.fields` {{method}} — accessible name of a local method's area.
 */
export const paymentMethodsMessages = {
  de: {
    'payment.methods.creditcard': 'Kredit- oder Debitkarte',
    'payment.card.title': 'Mit Karte bezahlen',
    'payment.card.email': 'E-Mail-Adresse',
    'payment.card.emailInvalid': 'Ungültige E-Mail-Adresse',
    'payment.card.pay': 'Zahlungspflichtig bestellen: {{amount}}',
    'payment.card.paying': 'Die Zahlung wird ausgeführt …',
    'payment.card.createFailed': 'Die Zahlung mit PayPal konnte nicht gestartet werden …',
    'payment.card.captureFailed': 'Leider konnte Ihre Zahlung nicht ausgeführt werden …',
    'payment.card.tryAgain':
      'Bitte prüfen Sie Ihre Angaben und versuchen Sie es noch einmal, oder wählen Sie eine andere Zahlungsart.',
    'payment.card.declined': 'Transaktion {{status}}: {{id}}',
    'payment.applePay.button': 'Mit Apple Pay bezahlen',
    'payment.googlePay.button': 'Mit Google Pay bezahlen',
    'payment.local.fields': 'Mit {{method}} bezahlen',
  },
  en: {
    'payment.methods.creditcard': 'Credit or debit card',
    'payment.card.title': 'Pay by card',
    'payment.card.email': 'E-mail address',
    'payment.card.emailInvalid': 'Invalid email address',
    'payment.card.pay': 'Buy now: {{amount}}',
    'payment.card.paying': 'Your payment is being processed …',
    'payment.card.createFailed': 'Could not initiate PayPal Checkout...',
    'payment.card.captureFailed': 'Sorry, your transaction could not be processed...',
    'payment.card.tryAgain': 'Please check your details and try again, or choose another payment method.',
    'payment.card.declined': 'Transaction {{status}}: {{id}}',
    'payment.applePay.button': 'Pay with Apple Pay',
    'payment.googlePay.button': 'Pay with Google Pay',
    'payment.local.fields': 'Pay with {{method}}',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
