/**
 * Choosing a date and a number of places, and "In den Warenkorb": the dates with their seats in words, the limits of
 * the stepper, the re-check of the seats past the cache, the cart line in the documented order-item shape, the event
 * for the host page, and the way to the cart.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { TEST_SHOP_DOMAIN } from '../../../helpers/config'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import {
  addButton,
  announcement,
  dateRadio,
  freezeClock,
  less,
  more,
  quantity,
  renderEventDates,
} from './renderEventDates'

/** Workshop 22: 9 January sold out; 23 January with 7 seats left, at most 4 per booking, 12,00 € a place. */
const SOLD_OUT = 'Sa, 9. Januar, 14:00 Uhr'
const LIMITED = 'Sa, 23. Januar, 14:00 Uhr'
const LINE_NAME = 'Holzschnitt-Workshop für Kinder 🎨 – Samstag, 23. Januar 2027, 14:00 Uhr'

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')
const dateCalls = () => requestLog.filter((entry) => entry.pathname === '/api/v4/events/22/dates').length

/** The workshop with the limited date chosen and `places` places. */
async function choose(places: number, attributes = {}, config = {}) {
  const rendered = renderEventDates({ eventId: '22', ...attributes }, config)
  await rendered.user.click(await dateRadio(LIMITED))
  for (let step = 1; step < places; step++) await rendered.user.click(more())
  return rendered
}

beforeEach(() => freezeClock())

describe('the dates', () => {
  it('are one radio group by month, each with its time, duration, language, price and seats in words', async () => {
    renderEventDates({ eventId: '22' })
    const soldOut = await dateRadio(SOLD_OUT)
    expect(soldOut).toBeDisabled()
    expect(soldOut).toHaveAccessibleName(`${SOLD_OUT} 120 Min. · Deutsch · 12,00\u00a0€ ausgebucht`)
    expect(await dateRadio(LIMITED)).toHaveAccessibleName(
      `${LIMITED} 120 Min. · Deutsch · 12,00\u00a0€ 7 Plätze frei`,
    )
    expect(screen.getByRole('group', { name: 'Termin wählen' })).toBeInTheDocument()
    const january = screen.getByRole('group', { name: 'Januar 2027' })
    expect(within(january).getAllByRole('radio')).toHaveLength(2)
    expect(new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')))).toEqual(
      new Set(['event-date']),
    )
  })

  it('say "only N" for few seats, and a date group per month', async () => {
    knobs.seatsChanges.push({ dateId: 104, available: 1 })
    renderEventDates({ eventId: '23' })
    expect(await dateRadio('Do, 21. Januar, 18:30 Uhr')).toHaveAccessibleName(/nur noch 1 Platz$/)
    expect(screen.getByRole('group', { name: 'Februar 2027' })).toHaveTextContent('39 Plätze frei')
  })
})

describe('choosing', () => {
  it('starts at one place, says the choice, and shows the price and total', async () => {
    const { user, container } = renderEventDates({ eventId: '22' })
    await user.click(await dateRadio(LIMITED))
    expect(quantity()).toHaveTextContent('1')
    expect(announcement(container)).toBe(`${LIMITED} gewählt, 7 Plätze frei`)
    const places = screen.getByRole('group', { name: `Plätze am ${LIMITED}` })
    expect(places).toHaveTextContent('je 12,00 €')
    expect(places).toHaveTextContent(/Gesamt\s*12,00\s€/)
  })

  it('refuses more than the date takes per booking, says why beside "+" and announces it', async () => {
    const { user, container } = await choose(4)
    expect(quantity()).toHaveTextContent('4')
    expect(screen.getByText('höchstens 4 pro Buchung')).toBeVisible()
    expect(more()).toHaveAttribute('aria-disabled', 'true')
    await user.click(more())
    expect(quantity()).toHaveTextContent('4')
    expect(announcement(container)).toBe('Plätze: jetzt 4, höchstens 4 pro Buchung')
    await user.click(less())
    expect(announcement(container)).toBe('Plätze: jetzt 3')
    expect(screen.queryByText('höchstens 4 pro Buchung')).toBeNull()
  })

  it('refuses more than the seats left when they are fewer', async () => {
    knobs.seatsChanges.push({ dateId: 105, available: 2 })
    const { user } = await choose(2)
    await user.click(more())
    expect(quantity()).toHaveTextContent('2')
    expect(screen.getByText('höchstens 2 für diesen Termin')).toBeVisible()
  })

  it("counts the cart's places of the date", async () => {
    localStorage.setItem(
      KEYS.cart,
      JSON.stringify({
        version: 1,
        items: [{ type: 'Event', attributes: { id: 105, quantity: 3 }, name: LINE_NAME, price_cents: 1200 }],
      }),
    )
    const { user } = renderEventDates({ eventId: '22' })
    await user.click(await dateRadio(LIMITED))
    expect(screen.getByText('3 schon im Warenkorb')).toBeVisible()
    await user.click(more())
    expect(quantity()).toHaveTextContent('1')
    expect(screen.getByText('höchstens 1 pro Buchung')).toBeVisible()
  })
})

describe('adding', () => {
  it('asks the seats again, stores the documented order item and tells the page', async () => {
    const { user, added, navigate } = await choose(3)
    const callsBefore = dateCalls()
    await user.click(addButton())
    const confirmation = await screen.findByText(`3 Plätze für ${LIMITED} in den Warenkorb gelegt`)
    expect(dateCalls()).toBe(callsBefore + 1)
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [
        {
          type: 'Event',
          attributes: { id: 105, quantity: 3 },
          event_id: 22,
          name: LINE_NAME,
          price_cents: 1200,
          language_name: 'Deutsch',
        },
      ],
    })
    expect(added).toEqual([{ eventId: 22, dateId: 105, quantity: 3, time: '2027-01-23T14:00:00+01:00' }])
    await waitFor(() => expect(document.activeElement).toContainElement(confirmation))
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      `https://${TEST_SHOP_DOMAIN}/#/cart`,
    )
    expect(navigate).not.toHaveBeenCalled()
    // The choice is cleared; the cart now holds 3 of the 4 one booking may take.
    expect(quantity()).toHaveTextContent('0')
    expect(addButton()).toHaveAttribute('aria-disabled', 'true')
    expect(await screen.findByText('3 schon im Warenkorb')).toBeVisible()
  })

  it('adds to the line of the same date and goes to the cart when the page asks for it', async () => {
    const { user, navigate } = await choose(1, { afterAdd: 'cart' })
    await user.click(addButton())
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`https://${TEST_SHOP_DOMAIN}/#/cart`))
    await user.click(more())
    await user.click(addButton())
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2))
    expect(stored(KEYS.cart)).toMatchObject({ items: [{ attributes: { id: 105, quantity: 2 } }] })
  })

  it('writes the special variant’s own list', async () => {
    const { user } = await choose(2, {}, { variant: 'special' })
    await user.click(addButton())
    await screen.findByText(`2 Plätze für ${LIMITED} in den Warenkorb gelegt`)
    expect(stored(KEYS.specialTickets)).toEqual([
      { id: 105, ticketTitle: LINE_NAME, priceInCents: 1200, count: 2, type: 'Event', event_id: 22 },
    ])
    expect(stored(KEYS.cart)).toBeNull()
  })

  it('keeps the choice and writes nothing when fewer seats are left meanwhile, and says so', async () => {
    const { user, added } = await choose(3)
    knobs.seatsChanges.push({ dateId: 105, available: 2 })
    await user.click(addButton())
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(
      'Für diesen Termin sind jetzt nur noch 2 Plätze frei. Ihre Auswahl ist geblieben.',
    )
    expect(stored(KEYS.cart)).toBeNull()
    expect(added).toEqual([])
    expect(quantity()).toHaveTextContent('3')
    // The list shows the fresh seats; "−" goes to what is left.
    expect(await dateRadio(LIMITED)).toHaveAccessibleName(/nur noch 2 Plätze$/)
    await user.click(less())
    expect(quantity()).toHaveTextContent('2')
  })

  it('says a date sold out meanwhile is fully booked, and it can no longer be chosen', async () => {
    const { user } = await choose(1)
    knobs.seatsChanges.push({ dateId: 105, available: 0 })
    await user.click(addButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Termin ist jetzt ausgebucht.')
    expect(await dateRadio(LIMITED)).toBeDisabled()
    expect(stored(KEYS.cart)).toBeNull()
  })

  it('says so when the check fails, and writes nothing', async () => {
    const { user, errors } = await choose(1)
    knobs.failures.event = 'network'
    await user.click(addButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/Der Shop ist gerade nicht erreichbar/)
    expect(stored(KEYS.cart)).toBeNull()
    await waitFor(() => expect(errors.map((error) => error.code)).toEqual(['network']))
  })
})
