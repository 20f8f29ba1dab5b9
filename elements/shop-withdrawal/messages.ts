/** Built-in texts of the withdrawal element (German and English); the shop's translations override them key by key. */
export const withdrawalMessages = {
  de: {
    'withdrawal.intro':
      'Hiermit widerrufen Sie den Vertrag über Ihre Bestellung. Jahreskarten, Gutscheine und Waren können Sie innerhalb von 14 Tagen widerrufen; für Tickets an einem bestimmten Tag besteht kein Widerrufsrecht.',
    'withdrawal.first_name': 'Vorname',
    'withdrawal.last_name': 'Nachname',
    'withdrawal.email': 'E-Mail-Adresse',
    'withdrawal.order_id': 'Bestellnummer',
    'withdrawal.note': 'Anmerkung',
    'withdrawal.optional': '(freiwillig)',
    'withdrawal.send': 'Widerruf senden',
    'withdrawal.sending': 'Wird gesendet …',
    'withdrawal.problem.required': 'Bitte ausfüllen.',
    'withdrawal.problem.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    'withdrawal.problem.orderId': 'Die Bestellnummer besteht nur aus Ziffern, z. B. 5001.',
    'withdrawal.problem.tooLong': 'Die Anmerkung darf höchstens 2000 Zeichen lang sein.',
    'withdrawal.invalid.one': 'Bitte prüfen Sie die markierte Angabe.',
    'withdrawal.invalid.other': 'Bitte prüfen Sie die {{count}} markierten Angaben.',
    'withdrawal.refused': 'Der Shop hat den Widerruf nicht angenommen.',
    'withdrawal.done':
      'Ihr Widerruf ist eingegangen. Sie erhalten eine Eingangsbestätigung per E-Mail. Das Museum prüft ihn und erstattet den Betrag innerhalb von 14 Tagen auf dem Weg, auf dem Sie bezahlt haben.',
  },
  en: {
    'withdrawal.intro':
      'Use this form to withdraw from the contract of your order. You may withdraw from annual tickets, vouchers and goods within 14 days; tickets for a specific date carry no right of withdrawal.',
    'withdrawal.first_name': 'First name',
    'withdrawal.last_name': 'Last name',
    'withdrawal.email': 'E-mail address',
    'withdrawal.order_id': 'Order number',
    'withdrawal.note': 'Note',
    'withdrawal.optional': '(optional)',
    'withdrawal.send': 'Send withdrawal',
    'withdrawal.sending': 'Sending …',
    'withdrawal.problem.required': 'Please fill in.',
    'withdrawal.problem.email': 'Please enter a valid e-mail address, e.g. name@example.org.',
    'withdrawal.problem.orderId': 'The order number has digits only, e.g. 5001.',
    'withdrawal.problem.tooLong': 'The note may be at most 2000 characters long.',
    'withdrawal.invalid.one': 'Please check the marked entry.',
    'withdrawal.invalid.other': 'Please check the {{count}} marked entries.',
    'withdrawal.refused': 'The shop did not accept the withdrawal.',
    'withdrawal.done':
      'Your withdrawal has arrived. You will get a confirmation by e-mail. The museum checks it and refunds the amount within 14 days, the way you paid.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
