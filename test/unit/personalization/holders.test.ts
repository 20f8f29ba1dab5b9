/** From the order to the forms and back: a sale's state, a holder's first values, the start day, the request. */
import { describe, expect, it } from 'vitest'
import {
  finalizeRequest,
  HOLDER_FIELDS,
  initialStartDay,
  initialValues,
  saleState,
} from '../../../src/domain/personalization/holders'
import type { Holder, TicketSale } from '../../../src/domain/personalization/types'
import { ERIKA, erikaValues } from '../../helpers/holders'

const holder = (id: number, ready = false, known: Holder['known'] = {}): Holder => ({ id, ready, known })
const sale = (change: Partial<TicketSale> = {}): TicketSale => ({
  id: 52,
  title: 'Jahreskarte für zwei',
  startDay: '2026-06-01',
  personalizable: true,
  holders: [holder(72), holder(73)],
  ...change,
})

describe('saleState', () => {
  it('is open while a holder is not ready', () => {
    expect(saleState(sale({ holders: [holder(72, true), holder(73)] }))).toBe('open')
  })

  it('is personalized when every holder is ready', () => {
    expect(saleState(sale({ holders: [holder(72, true), holder(73, true)] }))).toBe('personalized')
    expect(saleState(sale({ personalizable: false, holders: [holder(72, true)] }))).toBe('personalized')
  })

  it('is closed when the server says it cannot be personalized, or names nobody', () => {
    expect(saleState(sale({ personalizable: false }))).toBe('closed')
    expect(saleState(sale({ holders: [] }))).toBe('closed')
  })
})

describe('initialValues', () => {
  it('starts empty, in Germany (60), written to in language 1, with no salutation chosen', () => {
    const values = initialValues(holder(72))
    expect(Object.keys(values).sort()).toEqual([...HOLDER_FIELDS].sort())
    const { addr_country_id: country, language_id: language, ...rest } = values
    expect([country, language]).toEqual(['60', '1'])
    expect(Object.values(rest).every((value) => value === '')).toBe(true)
  })

  it('starts with what the server knows of the holder', () => {
    const known = { name: 'Max', addr_country_id: '14', customer_salutation_id: '1' }
    expect(initialValues(holder(74, true, known))).toMatchObject({ ...known, language_id: '1', surname: '' })
  })
})

describe('initialStartDay', () => {
  it("is the sale's own day when that is today or later, else today", () => {
    expect(initialStartDay(sale(), '2026-05-28')).toBe('2026-06-01')
    expect(initialStartDay(sale(), '2026-06-01')).toBe('2026-06-01')
    expect(initialStartDay(sale(), '2026-06-02')).toBe('2026-06-02')
    expect(initialStartDay(sale({ startDay: null }), '2026-05-28')).toBe('2026-05-28')
  })
})

describe('finalizeRequest', () => {
  it("sends the sale, its start day and each holder's customer: texts trimmed, choices as numbers, no repeated address", () => {
    const values = [
      erikaValues({ name: ' Erika ', email: ' erika@example.org', email_confirmation: 'erika@example.org' }),
      { ...initialValues(holder(73)), name: 'Max', addr_country_id: '14', language_id: '2' },
    ]
    expect(finalizeRequest(sale(), '2026-06-01', values)).toEqual({
      personalization: {
        ticket_sale_id: 52,
        start_at: '2026-06-01',
        personalizations: [
          { id: 72, customer: ERIKA },
          {
            id: 73,
            customer: {
              customer_salutation_id: 0,
              name: 'Max',
              surname: '',
              email: '',
              addr_street: '',
              addr_zip: '',
              addr_city: '',
              addr_country_id: 14,
              language_id: 2,
            },
          },
        ],
      },
    })
  })
})
