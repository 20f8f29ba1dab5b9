/**
 * Built-in texts of the donations element (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `donations.title` — accessible name of the donations region.
 * - `donations.chooseCampaign` — legend of the campaign radio group (shown with two or more campaigns).
 * - `donations.chooseAmount` — legend of the amount group.
 * - `donations.customAmount` {{currency}} — label of the custom amount input.
 * - `donations.customAmountRange` {{min}} {{max}} — its limits: the museum's maximum, or less for a capped visitor.
 * - `donations.customAmountFormat` — error for text that is no amount ("1.234", three decimals, letters).
 * - `donations.customAmountNegative` — error for a negative amount ("-5").
 * - `donations.customAmountTooSmall` {{min}} — error below the smallest amount.
 * - `donations.customAmountTooLarge` {{max}} — error above what a capped visitor may still give.
 * - `donations.customAmountAboveMaximum` {{max}} — error above the museum's maximum (`max-amount`), followed by
 *   `donations.largerGifts`, what to do for a larger gift.
 * - `donations.amountPreview` {{amount}} — the amount the add button will add (announced politely).
 * - `donations.guestLimit` {{amount}} — hint for capped visitors about the campaign's cap.
 * - `donations.guestRemaining` {{amount}} — what is still possible when part of the cap is in the cart already.
 * - `donations.presetAboveRemaining` — why presets above what is still possible cannot be chosen.
 * - `donations.guestNothingLeft` {{limit}} — the cap is reached: nothing more can be added without logging in.
 * - `donations.capExceeded` {{campaign}} {{limit}} {{existing}} — why a donation was not added.
 * - `donations.capHelp` — what the visitor can do instead; followed by the `donations.login` link.
 * - `donations.login` — text of the login link.
 * - `donations.addToCart`, `donations.skip` — the two buttons.
 * - `donations.toCart` — said while the cart loads after either button (both are busy then).
 * - `donations.storageFailed` — the browser refused to store the donation or the skip flag.
 * - `donations.loading` — announced while the campaigns load (the form's placeholder is silent).
 * The campaign's own info text comes from the campaign's translations (`donations.shop.info`), not from here.
 */
export const donationsMessages = {
  de: {
    'donations.title': 'Spenden',
    'donations.chooseCampaign': 'Wofür möchten Sie spenden?',
    'donations.chooseAmount': 'Betrag wählen',
    'donations.customAmount': 'Eigener Betrag in {{currency}}',
    'donations.customAmountRange': 'Von {{min}} bis {{max}}.',
    'donations.customAmountFormat':
      'Bitte geben Sie den Betrag in Ziffern ein, etwa 15, 15,50 oder 1.500,00 – höchstens zwei Nachkommastellen.',
    'donations.customAmountNegative': 'Der Betrag muss positiv sein.',
    'donations.customAmountTooSmall': 'Der Betrag muss mindestens {{min}} sein.',
    'donations.customAmountTooLarge': 'Der Betrag ist höher als die noch möglichen {{max}}.',
    'donations.customAmountAboveMaximum': 'Online sind höchstens {{max}} möglich.',
    'donations.largerGifts':
      'Für eine größere Spende wenden Sie sich bitte direkt an das Museum – wir freuen uns darauf.',
    'donations.amountPreview': 'Sie spenden {{amount}}',
    'donations.guestLimit': 'Als Gast können Sie höchstens {{amount}} spenden.',
    'donations.guestRemaining': 'Noch möglich: {{amount}}.',
    'donations.presetAboveRemaining': 'Höhere Beträge sind nicht wählbar.',
    'donations.guestNothingLeft':
      'Für diese Spende ist im Warenkorb schon das Gast-Limit von {{limit}} erreicht; ohne Anmeldung kann nichts mehr hinzugefügt werden.',
    'donations.capExceeded':
      'Die Spende wurde nicht hinzugefügt: Ohne Anmeldung können Sie für „{{campaign}}“ insgesamt höchstens {{limit}} spenden; im Warenkorb sind dafür schon {{existing}}.',
    'donations.capHelp': 'Wählen Sie einen kleineren Betrag oder melden Sie sich an, um mehr zu spenden.',
    'donations.login': 'Anmelden',
    'donations.addToCart': 'Spende in den Warenkorb',
    'donations.skip': 'Weiter ohne Spende',
    'donations.toCart': 'Weiter zum Warenkorb …',
    'donations.loading': 'Spendenmöglichkeiten werden geladen …',
    'donations.storageFailed':
      'Ihre Auswahl konnte nicht gespeichert werden: Der Speicher des Browsers ist voll oder gesperrt. Bitte geben Sie Speicher frei oder erlauben Sie ihn und versuchen Sie es erneut.',
  },
  en: {
    'donations.title': 'Donate',
    'donations.chooseCampaign': 'What would you like to support?',
    'donations.chooseAmount': 'Choose an amount',
    'donations.customAmount': 'Your amount in {{currency}}',
    'donations.customAmountRange': 'From {{min}} to {{max}}.',
    'donations.customAmountFormat':
      'Please enter the amount in figures, like 15, 15.50 or 1,500.00 – at most two decimals.',
    'donations.customAmountNegative': 'The amount must be positive.',
    'donations.customAmountTooSmall': 'The amount must be at least {{min}}.',
    'donations.customAmountTooLarge': 'The amount is more than the {{max}} still possible.',
    'donations.customAmountAboveMaximum': 'Online, at most {{max}} is possible.',
    'donations.largerGifts': 'For a larger gift, please contact the museum directly – we look forward to it.',
    'donations.amountPreview': 'You are donating {{amount}}',
    'donations.guestLimit': 'As a guest you can donate at most {{amount}}.',
    'donations.guestRemaining': 'Still possible: {{amount}}.',
    'donations.presetAboveRemaining': 'Higher amounts cannot be chosen.',
    'donations.guestNothingLeft':
      'Your cart already holds the guest limit of {{limit}} for this campaign; without logging in nothing more can be added.',
    'donations.capExceeded':
      'The donation was not added: without logging in you can give at most {{limit}} in total to “{{campaign}}”, and your cart already holds {{existing}} for it.',
    'donations.capHelp': 'Choose a smaller amount, or log in to give more.',
    'donations.login': 'Log in',
    'donations.addToCart': 'Add donation to cart',
    'donations.skip': 'Continue without donating',
    'donations.toCart': 'Going to your cart …',
    'donations.loading': 'Loading the ways to donate …',
    'donations.storageFailed':
      'Your choice could not be saved: the browser’s storage is full or blocked. Please free some space or allow storage, then try again.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
