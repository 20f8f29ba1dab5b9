/** Where the server's messages about a sale are shown: at a holder's field, at the start day, or for the sale. */
import { describe, expect, it } from 'vitest'
import type { FieldMessage } from '../../../src/api/fieldErrors'
import { saleErrorsOf } from '../../../src/services/finalizeErrors'

const at = (field: string | null, message: string, sentence = message): FieldMessage => ({
  field,
  message,
  sentence,
})

describe('saleErrorsOf', () => {
  it.each([
    'personalizations[1].customer.addr_zip',
    'personalizations.1.customer.addr_zip',
    'personalization[1].addr_zip',
  ])('places %s at the second holder', (key) => {
    expect(saleErrorsOf([at(key, 'ist ungültig')], 2).holders).toEqual([{}, { addr_zip: 'ist ungültig' }])
  })

  it("places a key without the holder's place at the only holder, and for the sale when there are several", () => {
    for (const key of ['personalizations.customer.email', 'customer.email', 'email']) {
      expect(saleErrorsOf([at(key, 'is invalid', 'Email is invalid')], 1).holders).toEqual([
        { email: 'is invalid' },
      ])
      expect(saleErrorsOf([at(key, 'is invalid', 'Email is invalid')], 2)).toEqual({
        holders: [{}, {}],
        startDay: null,
        general: ['Email is invalid'],
      })
    }
  })

  it("reads the API's other names of a field as the form's", () => {
    const messages = ['salutation_id', 'country_id', 'zip', 'street', 'city', 'language'].map((key) =>
      at(`personalizations[0].customer.${key}`, key),
    )
    expect(saleErrorsOf(messages, 1).holders[0]).toEqual({
      customer_salutation_id: 'salutation_id',
      addr_country_id: 'country_id',
      addr_zip: 'zip',
      addr_street: 'street',
      addr_city: 'city',
      language_id: 'language',
    })
  })

  it('puts start_at at the start day and joins two messages of one field', () => {
    expect(
      saleErrorsOf([at('start_at', 'ist kein Datum'), at('start_at', 'liegt in der Vergangenheit')], 1)
        .startDay,
    ).toBe('ist kein Datum liegt in der Vergangenheit')
  })

  it('shows what names no field of a holder for the whole sale, as a sentence', () => {
    expect(
      saleErrorsOf(
        [
          at(null, 'Die Jahreskarte ist bereits personalisiert.'),
          at('ticket_sale_id', 'is invalid', 'Ticket sale is invalid'),
          at('personalizations[5].customer.name', "can't be blank", 'Personalizations[5] customer name …'),
          at('personalizations[0].customer.birthday', 'is missing', 'Birthday is missing'),
        ],
        2,
      ),
    ).toEqual({
      holders: [{}, {}],
      startDay: null,
      general: [
        'Die Jahreskarte ist bereits personalisiert.',
        'Ticket sale is invalid',
        'Personalizations[5] customer name …',
        'Birthday is missing',
      ],
    })
  })
})
