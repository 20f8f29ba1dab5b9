// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  formatVatPct,
  lineCents,
  selectionCents,
  unitPriceCents,
  vatNote,
} from '../../../src/domain/tickets/prices'
import { offerOn, ticket, TICKET_IDS } from './offers'

const adult = ticket(TICKET_IDS.adult)
const withoutVat = { ...adult, priceCents: 1000, vatPct: 19, taxIncluded: false }

describe('ticket prices', () => {
  it('are the price with VAT: as sent when it includes VAT, with VAT added when not', () => {
    expect(unitPriceCents(adult)).toBe(1200)
    expect(unitPriceCents(withoutVat)).toBe(1190)
    expect(unitPriceCents({ ...withoutVat, priceCents: 999, vatPct: 7.7 })).toBe(999 + 77)
  })

  it('multiply in whole cents per line and add up over the selection', () => {
    expect(lineCents(adult, 3)).toBe(3600)
    expect(lineCents(withoutVat, 2)).toBe(2380)
    expect(lineCents(adult, -1)).toBe(0)
    const { tickets } = offerOn()
    expect(selectionCents(tickets, { 51: 2, 52: 1, 53: 2, 999: 4 })).toBe(2 * 1200 + 800 + 2 * 900)
    expect(selectionCents(tickets, {})).toBe(0)
  })

  it('note the VAT rate and its share, and whether the server had included it', () => {
    expect(vatNote(adult)).toEqual({ pct: 7, vatCents: 79, includedByServer: true })
    expect(vatNote(withoutVat)).toEqual({ pct: 19, vatCents: 190, includedByServer: false })
    expect(vatNote(ticket(247))).toBeNull()
  })

  it('write the rate for a sentence', () => {
    expect(formatVatPct(7, 'de')).toBe('7')
    expect(formatVatPct(7.7, 'de')).toBe('7,7')
    expect(formatVatPct(7.7, 'en')).toBe('7.7')
  })
})
