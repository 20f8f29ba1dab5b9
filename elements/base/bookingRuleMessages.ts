/**
 * The texts of the booking rules that the choosing elements and the cart both say (German and English): the limits
 * per booking and the persons' names. Their keys stay those of the element that said them first, so a shop's
 * translations of them apply wherever they are said. Registered by each element that says them.
 */
export const bookingRuleMessages = {
  de: {
    'tickets.atLeast': 'mindestens {{count}} pro Buchung',
    'tickets.atMostPerBooking': 'höchstens {{count}} pro Buchung',
    'eventDates.atMostPerBooking': 'höchstens {{count}} pro Buchung',
    'tickets.attendees.person': 'Person {{number}} · {{ticket}}',
    'tickets.attendees.fieldName': '{{field}}, Person {{number}}',
    'tickets.attendees.name': 'Vorname',
    'tickets.attendees.surname': 'Nachname',
    'tickets.attendees.missing.name': 'Bitte den Vornamen eingeben.',
    'tickets.attendees.missing.surname': 'Bitte den Nachnamen eingeben.',
    'tickets.attendees.tooLong': 'Bitte höchstens {{count}} Zeichen.',
  },
  en: {
    'tickets.atLeast': 'at least {{count}} per booking',
    'tickets.atMostPerBooking': 'at most {{count}} per booking',
    'eventDates.atMostPerBooking': 'at most {{count}} per booking',
    'tickets.attendees.person': 'Person {{number}} · {{ticket}}',
    'tickets.attendees.fieldName': '{{field}}, Person {{number}}',
    'tickets.attendees.name': 'First name',
    'tickets.attendees.surname': 'Last name',
    'tickets.attendees.missing.name': 'Please enter the first name.',
    'tickets.attendees.missing.surname': 'Please enter the last name.',
    'tickets.attendees.tooLong': 'Please use at most {{count}} characters.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
