/**
 * Built-in texts of the checkout's review of its lines (German and English); the shop's translations override them
 * key by key.
 *
 * Translation keys (placeholders in braces):
 * - `payment.summary.part` {{number}} {{when}} — a combination ticket's part with its time, under the line's name;
 *   `payment.summary.attendees` {{names}} — the persons a ticket names.
 * - `payment.review.checking` — said while the current prices and places are asked; `payment.review.failed` with
 *   the button `payment.review.retry` — when they could not be asked (no method is offered then).
 * - `payment.review.priceChanged` {{price}} — under a line whose price changed since it was chosen;
 *   `payment.review.pricesChanged` with the button `payment.review.confirm` — the visitor confirms the new prices
 *   before the methods are offered.
 * - `payment.review.notOrdered` {{line}} {{reason}} — a line left out, with one of `payment.review.reason.notOffered`,
 *   `.names`, `.belowMin` {{count}}, `.perBooking` {{count}}, `.noPlaces`, `.noEvent` (an event date line that names
 *   no event: its price cannot be asked); `payment.review.backToCart` links to the cart.
 * - `payment.review.lowered` {{line}} {{count}} — a line above the most one booking holds, ordered with that many.
 * - `payment.review.changedAgain` — prices or places changed again between the review and the order (the failure
 *   page's message).
 */
export const reviewMessages = {
  de: {
    'payment.summary.part': 'Teil {{number}}: {{when}}',
    'payment.summary.attendees': 'Für {{names}}',
    'payment.review.checking': 'Aktuelle Preise und freie Plätze werden geprüft …',
    'payment.review.failed': 'Die aktuellen Preise und freien Plätze konnten gerade nicht geprüft werden.',
    'payment.review.retry': 'Erneut prüfen',
    'payment.review.priceChanged': 'Der Preis hat sich geändert: jetzt {{price}}',
    'payment.review.pricesChanged':
      'Seit Ihrer Auswahl hat sich ein Preis geändert. Bitte bestätigen Sie den neuen Gesamtbetrag, bevor Sie bezahlen.',
    'payment.review.confirm': 'Neue Preise bestätigen',
    'payment.review.notOrdered': 'Nicht bestellt: {{line}}. {{reason}}',
    'payment.review.reason.notOffered': 'Dieses Angebot ist nicht mehr buchbar.',
    'payment.review.reason.names': 'Es fehlen Vor- und Nachnamen der Personen.',
    'payment.review.reason.belowMin': 'Eine Buchung umfasst mindestens {{count}}.',
    'payment.review.reason.perBooking': 'Eine Buchung umfasst höchstens {{count}} Plätze.',
    'payment.review.reason.noPlaces': 'Es sind nicht mehr genug Plätze frei.',
    'payment.review.reason.noEvent':
      'Der Termin nennt seine Veranstaltung nicht. Bitte wählen Sie ihn auf deren Seite neu oder entfernen Sie ihn.',
    'payment.review.backToCart': 'Im Warenkorb ändern',
    'payment.review.lowered': '{{line}}: Eine Buchung umfasst höchstens {{count}}, so viele werden bestellt.',
    'payment.review.changedAgain':
      'Preise oder freie Plätze haben sich eben geändert. Bitte prüfen Sie Ihre Bestellung noch einmal.',
  },
  en: {
    'payment.summary.part': 'Part {{number}}: {{when}}',
    'payment.summary.attendees': 'For {{names}}',
    'payment.review.checking': 'Checking current prices and places …',
    'payment.review.failed': 'The current prices and places could not be checked just now.',
    'payment.review.retry': 'Check again',
    'payment.review.priceChanged': 'The price has changed: now {{price}}',
    'payment.review.pricesChanged':
      'A price has changed since you chose. Please confirm the new total before you pay.',
    'payment.review.confirm': 'Confirm new prices',
    'payment.review.notOrdered': 'Not ordered: {{line}}. {{reason}}',
    'payment.review.reason.notOffered': 'This can no longer be booked.',
    'payment.review.reason.names': "The persons' first and last names are missing.",
    'payment.review.reason.belowMin': 'A booking holds at least {{count}}.',
    'payment.review.reason.perBooking': 'A booking holds at most {{count}} places.',
    'payment.review.reason.noPlaces': 'Not enough places are left.',
    'payment.review.reason.noEvent':
      "The date does not name its event. Please choose it again on the event's page or remove it.",
    'payment.review.backToCart': 'Change in the cart',
    'payment.review.lowered': '{{line}}: a booking holds at most {{count}}, so many are ordered.',
    'payment.review.changedAgain': 'Prices or places changed just now. Please check your order once more.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
