/**
 * Built-in texts of the month calendar (German and English), registered with it. Their keys keep the ticket element's
 * names, which shops may already override.
 */
export const calendarMessages = {
  de: {
    'tickets.date.previous': 'Vorheriger Monat',
    'tickets.date.next': 'Nächster Monat',
    'tickets.date.available': '{{date}}, verfügbar',
    'tickets.date.fullyBooked': '{{date}}, ausgebucht',
    'tickets.date.unavailable': '{{date}}, nicht buchbar',
    'tickets.date.past': '{{date}}, vergangen',
    'tickets.date.noTimeLeft': '{{date}}, keine Uhrzeit mehr frei',
    'tickets.date.loading': 'Die buchbaren Tage werden geladen …',
    'tickets.date.none': 'In diesem Monat gibt es keine buchbaren Tage.',
  },
  en: {
    'tickets.date.previous': 'Previous month',
    'tickets.date.next': 'Next month',
    'tickets.date.available': '{{date}}, available',
    'tickets.date.fullyBooked': '{{date}}, fully booked',
    'tickets.date.unavailable': '{{date}}, not bookable',
    'tickets.date.past': '{{date}}, past',
    'tickets.date.noTimeLeft': '{{date}}, no time left',
    'tickets.date.loading': 'Loading the days that can be booked …',
    'tickets.date.none': 'No day can be booked in this month.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
