/**
 * <shop-cart> with `hold-places` at the seams: places taken after a line's hold ended are named with what is still
 * possible (the places still free, taken with one button; another time on the museum's ticket page), "Zur Kasse" is
 * not offered again meanwhile; a booking of several held lines shows one timer and one extend button.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { holdMessages } from '../../../../elements/base/holds/messages'
import { holdCartLine } from '../../../../src/store/holds'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { CART_LINES } from '../../../helpers/storedCart'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import { announcement, cartLines, MUSEUM_NOW, renderCart, stored } from './renderCart'

const { adults } = CART_LINES
const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr'
const de = holdMessages.de
const TICKETS_PAGE = 'https://museum.example/tickets'

/** `line` held at the fake API `secondsAgo` before the museum's now (a hold lasts five minutes), with its token. */
type TicketLine = Omit<typeof adults, 'attributes' | 'name'> & {
  name: string
  attributes: { id: number; quantity: number; time: string }
}

async function held(line: TicketLine, secondsAgo: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(MUSEUM_NOW.getTime() - secondsAgo * 1000)
  shopStore.setState({ config: { status: 'ready', config: testConfig({ holdPlaces: true }) } })
  const { id, quantity, time } = line.attributes
  const token = await holdCartLine({ ticketId: id, quantity, startAt: time })
  if (token === null) throw new Error('no hold')
  return { ...line, attributes: { ...line.attributes, reservations: [token] } }
}

const holdPosts = () =>
  requestLog.filter((entry) => entry.pathname.endsWith('/tickets/reservations') && entry.method === 'POST')

describe('places taken after a hold ended', () => {
  it('names the places still free with a button that takes them, a link to another time, and no "Zur Kasse"', async () => {
    const line = await held(adults, 6 * 60)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true, ticketUrl: TICKETS_PAGE } })
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 1 })
    await user.click(screen.getByRole('link', { name: 'Zur Kasse' }))
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(
      'Diese Plätze sind inzwischen vergeben: Erwachsene 🦕 (Sa, 30. Mai, 11:30 Uhr).',
    )
    expect(notice.textContent).not.toMatch(/Bitte wählen Sie im Warenkorb/)
    const options = notice.closest('[part="places-gone"]') as HTMLElement
    expect(options).toHaveFocus()
    expect(options).toHaveTextContent('Für Sa, 30. Mai, 11:30 Uhr ist nur noch 1 Platz frei.')
    expect(within(options).getByRole('link', { name: de['holds.otherTime'] })).toHaveAttribute(
      'href',
      TICKETS_PAGE,
    )
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull()

    await user.click(within(options).getByRole('button', { name: `${ADULTS}: auf 1 ändern` }))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 1`))
    // Held anew with the places still free; the notice goes with the change, and the way on comes back.
    expect(holdPosts().at(-1)?.body).toMatchObject({ reservation: { ticket_id: 51, quantity: 1 } })
    const [item] = (
      stored(KEYS.cart) as { items: { attributes: { quantity: number; reservations: string[] } }[] }
    ).items
    expect(item?.attributes.quantity).toBe(1)
    expect(item?.attributes.reservations).not.toEqual(line.attributes.reservations)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toBeVisible()
    await waitFor(() => expect(cartLines()[0]).toHaveFocus())
  })

  it('says that no place is left, without a button to take them, and without a link when no ticket page is named', async () => {
    const line = await held(adults, 6 * 60)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true } })
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 0 })
    await user.click(screen.getByRole('link', { name: 'Zur Kasse' }))
    await screen.findByRole('alert')
    const options = document.querySelector('[part="places-gone"]') as HTMLElement
    expect(options).toHaveTextContent('Für Sa, 30. Mai, 11:30 Uhr ist kein Platz mehr frei.')
    expect(within(options).queryByRole('button')).toBeNull()
    expect(within(options).queryByRole('link')).toBeNull()
  })
})

describe('a booking of several held lines', () => {
  it('shows one timer and one extend button, under its last line', async () => {
    const reduced = { ...adults, attributes: { ...adults.attributes, id: 52, quantity: 1 }, name: 'Ermäßigt' }
    const first = await held(adults, 30)
    const second = await held(reduced, 30)
    renderCart({ lines: [first, second], config: { holdPlaces: true } })
    expect(screen.getAllByRole('timer')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: de['holds.extend'] })).toHaveLength(1)
    expect(within(cartLines()[1]!).getByRole('timer')).toHaveTextContent('noch 4:30')
  })
})
