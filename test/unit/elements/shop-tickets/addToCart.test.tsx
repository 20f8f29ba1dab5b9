/**
 * "In den Warenkorb": the places are asked again first; a choice that no longer fits stays, with what changed and
 * the times where it fits; a choice that fits becomes cart lines in the documented order-item shape, merged with
 * the cart's line of the same ticket and time, announced to the page, and followed to the cart when asked.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { TEST_SHOP_DOMAIN } from '../../../helpers/config'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import { ADULT, at, chooseOnSaturday, freezeClock, REDUCED, SATURDAY } from './renderTickets'

const choose = chooseOnSaturday

const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')
const dayCalls = () =>
  requestLog.filter((entry) => entry.pathname.endsWith('/tickets/list_and_quotas')).length

beforeEach(() => freezeClock())

describe('the check before adding', () => {
  it('asks the places again and, when they shrank, keeps the choice, says what changed and offers times that fit', async () => {
    const { user, added } = await choose('11:30', 2, 1)
    const callsBefore = dayCalls()
    // Meanwhile others booked: 2 places left at 11:30.
    knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time: '11:30', left: 2 })
    await user.click(addButton())
    const notice = await screen.findByRole('alert')
    expect(dayCalls()).toBe(callsBefore + 1)
    expect(notice).toHaveTextContent(
      'Für 11:30 Uhr sind jetzt nur noch 2 Plätze frei. Ihre Auswahl ist geblieben.',
    )
    expect(notice).toHaveTextContent('Uhrzeiten mit genug Platz:')
    const alternatives = within(notice).getAllByRole('button')
    expect(alternatives.map((button) => button.textContent)).toEqual([
      '11:00 Uhr · 40 frei',
      '10:30 Uhr · 40 frei',
      '12:30 Uhr · 40 frei',
    ])
    await waitFor(() => expect(document.activeElement).toBe(notice))
    expect(stored(KEYS.cart)).toBeNull()
    expect(added).toEqual([])
    // The choice stays; the visitor takes 11:00 and adds.
    expect(screen.getByRole('status', { name: `${ADULT}, Anzahl` })).toHaveTextContent('2')
    await user.click(alternatives[0]!)
    expect(screen.getByRole('radio', { name: /^11:00/ })).toBeChecked()
    expect(screen.getByRole('status', { name: `${REDUCED}, Anzahl` })).toHaveTextContent('1')
    await user.click(addButton())
    expect(
      await screen.findByText('3 Tickets für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
  })

  it("counts the chosen tickets' places, not those of other tickets of the time with a quota of their own", async () => {
    // Without filters the documented exhibition's tickets are offered at 11:30 too, from their own quota.
    const { user } = await choose('11:30', 3, 0, { exhibitionIds: [] })
    knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time: '11:30', left: 1 })
    await user.click(addButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Für 11:30 Uhr ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
    )
  })

  it('says when the chosen time is gone and no other time fits', async () => {
    const { user } = await choose('17:00', 5, 0, { date: SATURDAY })
    for (const time of ['17:00', '10:00', '11:30', '17:30', '16:30', '16:00', '15:30', '15:00'])
      knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time, left: time === '17:00' ? 0 : 4 })
    for (const time of ['10:30', '11:00', '12:30', '13:30', '14:00', '14:30'])
      knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time, left: 4 })
    await user.click(addButton())
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('17:00 Uhr ist nicht mehr buchbar. Ihre Auswahl ist geblieben.')
    expect(notice).toHaveTextContent('An diesem Tag hat keine andere Uhrzeit genug Platz.')
    expect(within(notice).queryAllByRole('button')).toEqual([])
  })
})

describe('the cart line', () => {
  it('is the documented order item with name and price, one per ticket, under the cart key', async () => {
    const { user, added, container } = await choose('10:00', 2, 1)
    await user.click(addButton())
    const confirmation = await screen.findByText(
      '3 Tickets für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt',
    )
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [
        {
          type: 'Ticket',
          attributes: { id: 51, quantity: 2, time: at('10:00') },
          name: ADULT,
          price_cents: 1200,
          ticket_type: 'time_slot',
        },
        {
          type: 'Ticket',
          attributes: { id: 52, quantity: 1, time: at('10:00') },
          name: REDUCED,
          price_cents: 800,
          ticket_type: 'time_slot',
        },
      ],
    })
    expect(added.map((event) => event.detail)).toEqual([
      {
        tickets: [
          { ticketId: 51, quantity: 2 },
          { ticketId: 52, quantity: 1 },
        ],
        time: at('10:00'),
      },
    ])
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      `https://${TEST_SHOP_DOMAIN}/#/cart`,
    )
    await waitFor(() => expect(document.activeElement).toBe(confirmation.closest('[role="status"]')))
    // The choice is cleared for the next booking.
    expect(screen.getByRole('status', { name: `${ADULT}, Anzahl` })).toHaveTextContent('0')
    expect(container.querySelector('[part="confirmation"]')).toHaveAttribute('role', 'status')
  })

  it('merges with the line of the same ticket and time, written differently, and keeps other lines', async () => {
    const other = {
      type: 'Merchandise',
      attributes: { id: 9, quantity: 1 },
      name: 'Tasse',
      price_cents: 1500,
    }
    const earlier = {
      type: 'Ticket',
      // The same instant in UTC.
      attributes: { id: 51, quantity: 1, time: '2026-05-30T08:00:00Z' },
      name: ADULT,
      price_cents: 1200,
    }
    localStorage.setItem(KEYS.cart, JSON.stringify({ version: 1, items: [other, earlier] }))
    const { user } = await choose('10:00', 2)
    await user.click(addButton())
    await screen.findByText(/in den Warenkorb gelegt/)
    const items = (stored(KEYS.cart) as { items: unknown[] }).items
    expect(items).toHaveLength(2)
    expect(items[0]).toEqual(other)
    expect(items[1]).toMatchObject({ type: 'Ticket', attributes: { id: 51, quantity: 3 } })
  })

  it("is stored in the special variant's own ticket list and field names", async () => {
    const { user } = await choose('10:00', 2, 0, {}, { variant: 'special' })
    await user.click(addButton())
    await screen.findByText(/in den Warenkorb gelegt/)
    expect(stored(KEYS.specialTickets)).toEqual([
      {
        id: 51,
        ticketTitle: ADULT,
        priceInCents: 1200,
        count: 2,
        type: 'Ticket',
        time: at('10:00'),
        ticket_type: 'time_slot',
      },
    ])
    expect(stored(KEYS.cart)).toBeNull()
  })
})

describe('after adding', () => {
  it('goes to the cart page when after-add is "cart", after the event', async () => {
    const { user, navigate, added } = await choose('10:00', 1, 0, { afterAdd: 'cart' })
    await user.click(addButton())
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`https://${TEST_SHOP_DOMAIN}/#/cart`))
    expect(added).toEqual([{ detail: expect.objectContaining({ time: at('10:00') }), navigationsBefore: 0 }])
  })

  it('stays with the confirmation by default', async () => {
    const { user, navigate } = await choose('10:00', 1)
    await user.click(addButton())
    expect(
      await screen.findByText('1 Ticket für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(navigate).not.toHaveBeenCalled()
  })
})
