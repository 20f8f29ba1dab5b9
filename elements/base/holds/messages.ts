/**
 * Built-in texts of the hold timer (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `holds.left` {{time}} — the time the places are still held, "4:12" (a no-break space keeps "4:12 Min." whole).
 * - `holds.leftUntil` {{time}} {{until}} — the same at the server's maximum, with the time it ends ("12:34 Uhr") on
 *   the museum's clock, which the sentence says (the visitor may be elsewhere).
 * - `holds.extend` — the button that renews the hold.
 * - `holds.extended` {{until}} — announced after the button renewed the hold.
 * - `holds.ending` — announced once when one minute is left; `holds.endingLast` — the same at the server's maximum.
 * - `holds.expired` — replaces the timer when the hold has ended (not an error: the next step asks again).
 * - `holds.placesGone` {{lines}} — the places of lines whose hold ended were taken meanwhile; `holds.nothingPaid`
 *   follows it in the checkout.
 * - `holds.left.one`, `holds.left.other` {{when}} {{count}}, `holds.noneLeft` {{when}} — the places still free at the
 *   line's time; `holds.fit` {{count}} (`holds.fitLine` {{line}} {{count}}, its name for assistive technology) takes
 *   them; `holds.remove` (`holds.removeLine` {{line}}) removes the line; `holds.otherTime` leads to the ticket page.
 */
export const holdMessages = {
  de: {
    'holds.left': 'Ihre Plätze sind noch {{time}}\u00a0Min. reserviert.',
    'holds.leftUntil':
      'Ihre Plätze sind noch {{time}}\u00a0Min. reserviert, bis {{until}} (Uhrzeit des Museums). Länger können wir sie nicht reservieren.',
    'holds.extend': 'Reservierung verlängern',
    'holds.extended': 'Verlängert: Ihre Plätze sind jetzt bis {{until}} (Uhrzeit des Museums) reserviert.',
    'holds.ending':
      'Ihre Plätze sind nur noch eine Minute reserviert. Mit „Reservierung verlängern“ bleiben sie länger reserviert.',
    'holds.endingLast': 'Ihre Plätze sind nur noch eine Minute reserviert.',
    'holds.expired':
      'Ihre Plätze sind nicht mehr reserviert. Ob sie noch frei sind, fragen wir im nächsten Schritt nach.',
    'holds.placesGone': 'Diese Plätze sind inzwischen vergeben: {{lines}}.',
    'holds.nothingPaid': 'Es wurde nichts bezahlt.',
    'holds.left.one': 'Für {{when}} ist nur noch 1 Platz frei.',
    'holds.left.other': 'Für {{when}} sind nur noch {{count}} Plätze frei.',
    'holds.noneLeft': 'Für {{when}} ist kein Platz mehr frei.',
    'holds.fit': 'Auf {{count}} ändern',
    'holds.fitLine': '{{line}}: auf {{count}} ändern',
    'holds.remove': 'Entfernen',
    'holds.removeLine': '{{line}} entfernen',
    'holds.otherTime': 'Andere Zeit wählen',
  },
  en: {
    'holds.left': 'Your places are reserved for another {{time}}\u00a0min.',
    'holds.leftUntil':
      'Your places are reserved for another {{time}}\u00a0min., until {{until}} (museum time). We cannot reserve them any longer.',
    'holds.extend': 'Extend reservation',
    'holds.extended': 'Extended: your places are now reserved until {{until}} (museum time).',
    'holds.ending':
      'Your places are reserved for one more minute only. Choose “Extend reservation” to keep them reserved.',
    'holds.endingLast': 'Your places are reserved for one more minute only.',
    'holds.expired':
      'Your places are no longer reserved. We will check whether they are still free in the next step.',
    'holds.placesGone': 'These places have been taken meanwhile: {{lines}}.',
    'holds.nothingPaid': 'Nothing has been paid.',
    'holds.left.one': 'Only 1 place is left for {{when}}.',
    'holds.left.other': 'Only {{count}} places are left for {{when}}.',
    'holds.noneLeft': 'No place is left for {{when}}.',
    'holds.fit': 'Change to {{count}}',
    'holds.fitLine': '{{line}}: change to {{count}}',
    'holds.remove': 'Remove',
    'holds.removeLine': 'Remove {{line}}',
    'holds.otherTime': 'Choose another time',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
