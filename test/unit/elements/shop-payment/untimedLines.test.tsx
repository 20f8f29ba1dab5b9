/**
 * <shop-payment> orders no ticket or event line at a price the API did not give: a ticket line kept without its day is
 * asked by its id alone (no day, so its places are not judged) and ordered at the API's price; one the API no longer
 * lists is left out and named; an event date line that names no event cannot be asked and is left out with the way
 * on; a voucher's 0 € ticket stays 0 €, paid by its code.
 */
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { writeCoupons } from '../../../../src/domain/cart/coupons'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { redeemCode } from '../../../../src/store/couponActions'
import { testConfig } from '../../../helpers/config'
import { CODES } from '../../../msw/fixtures/couponCodes'
import { TICKET_IDS } from '../../../msw/fixtures/ticketIds'
import { requestsTo } from '../../../msw/requestLog'
import { payWithPayPal, storeCart } from './reviewCheckout'
import { forgetPayPal, renderPayment } from './shopPaymentRender'

/** Two of the Stadtmuseum's day tickets (12,50 € each at the fake API), stored without a day. */
const DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: TICKET_IDS.cityDay, quantity: 2 },
  name: 'Tageskarte',
  price_cents: 1250,
}

/** An event date line as a hand-written cart keeps it: the date, but not its event. */
const DATE_WITHOUT_EVENT = {
  type: 'Event',
  attributes: { id: 106, quantity: 2 },
  name: 'Stadtführung – Sa, 6. Feb. 2027, 11:00 Uhr',
  price_cents: 1,
}

const NO_EVENT =
  'Nicht bestellt: Stadtführung – Sa, 6. Feb. 2027, 11:00 Uhr. Der Termin nennt seine Veranstaltung nicht. Bitte ' +
  'wählen Sie ihn auf deren Seite neu oder entfernen Sie ihn.'

const summary = () => screen.findByRole('table', { name: 'Ihre Bestellung' })

beforeEach(() => forgetPayPal())

describe('<shop-payment>: a ticket line kept without its day', () => {
  it("is shown and ordered at the API's price when edited to 1 cent, asked by its id without a day", async () => {
    storeCart({ ...DAY_TICKETS, price_cents: 1 })
    const { user } = renderPayment()
    const table = await summary()
    expect(await within(table).findByText('Der Preis hat sich geändert: jetzt 12,50 €')).toBeInTheDocument()
    expect(within(table).getAllByRole('cell', { name: /^25,00\s€$/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Neue Preise bestätigen' }))
    const order = await payWithPayPal(user)
    expect(order.total).toBe(2500)
    expect(order.items).toHaveLength(1)
    expect(order.items[0]?.attributes).toMatchObject({ id: TICKET_IDS.cityDay, quantity: 2 })
    expect(order.items[0]?.payment_attributes.unit_amount.value).toBe('12.50')
    const asked = requestsTo('/api/v4/tickets').map((request) => request.query)
    expect(asked[0]).toMatchObject({ 'by_ticket_ids[]': [String(TICKET_IDS.cityDay)] })
    expect(asked.every((query) => !('valid_at' in query) && !('by_ticket_types[]' in query))).toBe(true)
  })

  it('is left out and named when the API no longer lists its ticket', async () => {
    storeCart(DAY_TICKETS, { ...DAY_TICKETS, attributes: { id: 8, quantity: 1 }, name: 'Abendkarte' })
    const { user } = renderPayment()
    expect(
      await screen.findByText('Nicht bestellt: Abendkarte. Dieses Angebot ist nicht mehr buchbar.'),
    ).toBeInTheDocument()
    expect(within(await summary()).queryByText('Abendkarte')).toBeNull()
    const order = await payWithPayPal(user)
    expect(order.items.map((item) => item.attributes.id)).toEqual([TICKET_IDS.cityDay])
    expect(order.total).toBe(2500)
  })
})

describe('<shop-payment>: an event date line that names no event', () => {
  it('is left out of the summary, the total and the order, and said with the way on', async () => {
    storeCart(DAY_TICKETS, DATE_WITHOUT_EVENT)
    const { user } = renderPayment()
    expect(await screen.findByText(NO_EVENT)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Im Warenkorb ändern' })).toHaveAttribute(
      'href',
      expect.stringMatching(/cart/),
    )
    const table = await summary()
    expect(within(table).queryByText(/Stadtführung/)).toBeNull()
    expect(table).toHaveTextContent(/Gesamtbetrag\s*25,00\s€/)
    const order = await payWithPayPal(user)
    expect(order.items.map((item) => item.type)).toEqual(['Ticket'])
    expect(order.total).toBe(2500)
  })

  it('is said in English too', async () => {
    storeCart(DATE_WITHOUT_EVENT)
    renderPayment({}, { locale: 'en' })
    expect(
      await screen.findByText(
        "Not ordered: Stadtführung – Sa, 6. Feb. 2027, 11:00 Uhr. The date does not name its event. Please choose it again on the event's page or remove it.",
      ),
    ).toBeInTheDocument()
  })
})

describe("<shop-payment>: a voucher's ticket", () => {
  const VOUCHER_LINE = {
    type: 'Ticket',
    attributes: { id: TICKET_IDS.day, quantity: 1 },
    name: 'Tageskarte Kunsthalle am Fluss',
    price_cents: 0,
    ticket_type: 'normal',
  }

  it('stays at 0 €, paid by its code, while its ticket is offered', async () => {
    storeCart(DAY_TICKETS, VOUCHER_LINE)
    writeCoupons(KEYS, {
      coupons: [{ code: CODES.dayTicket, kind: 'ticket', ticketId: TICKET_IDS.day }],
      prices: null,
    })
    const { user } = renderPayment()
    await summary()
    const order = await payWithPayPal(user)
    expect(screen.queryByText(/Der Preis hat sich geändert/)).toBeNull()
    expect(order.items[1]?.attributes.id).toBe(TICKET_IDS.day)
    expect(order.items[1]?.payment_attributes.unit_amount.value).toBe('0.00')
    expect(order.total).toBe(2500)
  })

  it("is priced by the API without its code: a 0 € line is no voucher's by itself", async () => {
    storeCart(VOUCHER_LINE)
    renderPayment()
    expect(
      await within(await summary()).findByText('Der Preis hat sich geändert: jetzt 10,00 €'),
    ).toBeInTheDocument()
  })
})

describe('<shop-payment>: a discount code', () => {
  it("orders the lines at the code's prices: the last look asks the lines as reviewed, before the code", async () => {
    storeCart(DAY_TICKETS)
    await redeemCode(testConfig(), CODES.discount)
    const { user, navigate } = renderPayment()
    expect(await within(await summary()).findByText(/22,50\s€ statt 25,00\s€/)).toBeInTheDocument()
    const order = await payWithPayPal(user)
    expect(order.items[0]?.payment_attributes.unit_amount.value).toBe('11.25')
    expect(order.total).toBe(2250)
    expect(navigate).not.toHaveBeenCalledWith(expect.stringContaining('failure'))
  })
})
