/**
 * Built-in texts of the hold timer (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `holds.left` {{time}} — the time the places are still held, "4:12" (a no-break space keeps "4:12 Min." whole).
 * - `holds.leftUntil` {{time}} {{until}} — the same at the server's maximum, with the time it ends ("12:34 Uhr").
 * - `holds.extend` — the button that renews the hold.
 * - `holds.extended` {{until}} — announced after the button renewed the hold.
 * - `holds.ending` — announced once when one minute is left; `holds.endingLast` — the same at the server's maximum.
 * - `holds.expired` — replaces the timer when the hold has ended (not an error: the next step asks again).
 * - `holds.placesGone` {{lines}} — the places of lines whose hold ended were taken meanwhile.
 */
export const holdMessages = {
  de: {
    'holds.left': 'Ihre Plätze sind noch {{time}}\u00a0Min. reserviert.',
    'holds.leftUntil':
      'Ihre Plätze sind noch {{time}}\u00a0Min. reserviert, bis {{until}}. Länger können wir sie nicht reservieren.',
    'holds.extend': 'Reservierung verlängern',
    'holds.extended': 'Verlängert: Ihre Plätze sind jetzt bis {{until}} reserviert.',
    'holds.ending':
      'Ihre Plätze sind nur noch eine Minute reserviert. Mit „Reservierung verlängern“ bleiben sie länger reserviert.',
    'holds.endingLast': 'Ihre Plätze sind nur noch eine Minute reserviert.',
    'holds.expired':
      'Ihre Plätze sind nicht mehr reserviert. Ob sie noch frei sind, fragen wir im nächsten Schritt nach.',
    'holds.placesGone':
      'Diese Plätze sind inzwischen vergeben: {{lines}}. Bitte wählen Sie im Warenkorb eine andere Zeit.',
  },
  en: {
    'holds.left': 'Your places are reserved for another {{time}}\u00a0min.',
    'holds.leftUntil':
      'Your places are reserved for another {{time}}\u00a0min., until {{until}}. We cannot reserve them any longer.',
    'holds.extend': 'Extend reservation',
    'holds.extended': 'Extended: your places are now reserved until {{until}}.',
    'holds.ending':
      'Your places are reserved for one more minute only. Choose “Extend reservation” to keep them reserved.',
    'holds.endingLast': 'Your places are reserved for one more minute only.',
    'holds.expired':
      'Your places are no longer reserved. We will check whether they are still free in the next step.',
    'holds.placesGone':
      'These places have been taken meanwhile: {{lines}}. Please choose another time in the cart.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
