/**
 * A cart whose names are as long as a German museum's get, in the storage format the checkout reads: a one-word
 * compound, an event title with a long compound in quotation marks and a language, amounts in the thousands (its prices are the fake API's, so the checkout's review changes nothing); plus a
 * donation to the campaign that `?fixtures=long` names at length.
 */
import { TICKET_IDS } from '../../msw/fixtures/ticketIds'
import type { StoredCartLine } from './payment'

export const LONG_EVENT_TITLE =
  'Führung durch die Sonderausstellung »Mittelalterliche Handschriftenillumination«'

export const LONG_CART: readonly (StoredCartLine & { language_name?: string })[] = [
  { type: 'Merchandise', attributes: { id: 3, quantity: 1 }, name: 'Ausstellungskatalog', price_cents: 4990 },
  {
    type: 'Event',
    attributes: { id: 101, event_id: 21, quantity: 12 },
    name: LONG_EVENT_TITLE,
    language_name: 'Deutsche Gebärdensprache',
    price_cents: 1500,
  },
  {
    type: 'Ticket',
    attributes: { id: TICKET_IDS.cityFamily, quantity: 3 },
    name: 'Kombiticket Naturkundemuseum und Kunsthalle (Familienkarte)',
    price_cents: 3850,
  },
]

/** A donation of 1.250,00 € to campaign 1, the one `?fixtures=long` gives a long name. */
export const LONG_CART_DONATIONS = [{ value: 125000, campaign_id: 1 }] as const

/** The fake API's query for the long campaign name. */
export const LONG_NAMES = 'fixtures=long'
