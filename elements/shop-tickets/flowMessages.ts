/**
 * Built-in texts of the ticket element's annual tickets, attendees' names and combination tickets (German and
 * English); the shop's translations override them key by key. Placeholders in double braces.
 */
export const ticketFlowMessages = {
  de: {
    'tickets.annual.legend': 'Jahreskarten',
    'tickets.annual.none': 'Zurzeit sind keine Jahreskarten buchbar.',
    'tickets.addedUndated.one': '1 Ticket in den Warenkorb gelegt',
    'tickets.addedUndated.other': '{{count}} Tickets in den Warenkorb gelegt',
    'tickets.attendees.legend': 'Namen der Besucherinnen und Besucher',
    'tickets.attendees.hint': 'Diese Tickets gelten nur mit Namen: bitte Vor- und Nachname jeder Person.',
    'tickets.part.legend': 'Uhrzeit für {{part}}',
    'tickets.part.number': 'Teil {{number}}',
    'tickets.part.after': 'Ab {{time}}, nach {{previous}}.',
    'tickets.part.first': 'Bitte zuerst die Uhrzeit für {{previous}} wählen.',
    'tickets.part.again': 'Bitte die Uhrzeit für {{part}} neu wählen.',
  },
  en: {
    'tickets.annual.legend': 'Annual tickets',
    'tickets.annual.none': 'No annual tickets can be booked at the moment.',
    'tickets.addedUndated.one': '1 ticket added to the cart',
    'tickets.addedUndated.other': '{{count}} tickets added to the cart',
    'tickets.attendees.legend': "Visitors' names",
    'tickets.attendees.hint':
      "These tickets are valid with a name only: please give each person's first and last name.",
    'tickets.part.legend': 'Time for {{part}}',
    'tickets.part.number': 'Part {{number}}',
    'tickets.part.after': 'From {{time}}, after {{previous}}.',
    'tickets.part.first': 'Please choose the time for {{previous}} first.',
    'tickets.part.again': 'Please choose the time for {{part}} again.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
