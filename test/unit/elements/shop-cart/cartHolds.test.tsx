/**
 * <shop-cart> with `hold-places`: a held line shows its time left with the extend button, its hold changes with its
 * quantity (after the places are asked with the visitor's own holds), a hold made anew is stored with the line,
 * a removed line's hold is released, and an ended hold leaves the line with its sentence and is asked again before
 * the checkout.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { holdMessages } from '../../../../elements/base/holds/messages'
import { holdCartLine, holdsStore } from '../../../../src/store/holds'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { consoleSpies } from '../../../helpers/consoleLines'
import { CART_LINES, storedCart } from '../../../helpers/storedCart'
import { knobs } from '../../../msw/knobs'
import { requestLog, requestsTo } from '../../../msw/requestLog'
import { announcement, lineNamed, MUSEUM_NOW, renderCart, stored } from './renderCart'

const { adults, article } = CART_LINES
const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr'
const de = holdMessages.de
const SECOND = 1000

/**
 * Holds the adults' two places at the fake API `secondsAgo` before the museum's now (a hold lasts five minutes) and
 * returns the line with its token.
 */
async function heldAdults(secondsAgo: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(MUSEUM_NOW.getTime() - secondsAgo * SECOND)
  shopStore.setState({ config: { status: 'ready', config: testConfig({ holdPlaces: true }) } })
  const { id, quantity, time } = adults.attributes
  const token = await holdCartLine({ ticketId: id, quantity, startAt: time })
  if (token === null) throw new Error('no hold')
  return { token, line: { ...adults, attributes: { ...adults.attributes, reservations: [token] } } }
}

const holdCalls = (method: string) =>
  requestLog.filter((entry) => entry.pathname.includes('/tickets/reservations') && entry.method === method)
const button = (name: string) => screen.getByRole('button', { name })
const holdText = (line: HTMLElement) => line.querySelector('[part="hold-text"]')

describe('a held line', () => {
  it('shows the time its places are still held and the extend button; a line without a hold shows none', async () => {
    const { line } = await heldAdults(48)
    renderCart({ lines: [line, article], config: { holdPlaces: true } })
    const held = lineNamed('Erwachsene 🦕')
    expect(within(held).getByRole('timer')).toHaveTextContent('Ihre Plätze sind noch 4:12 Min. reserviert.')
    expect(within(held).getByRole('button', { name: de['holds.extend'] })).toBeVisible()
    expect(within(lineNamed('Plüsch-T-Rex 🦖')).queryByRole('timer')).toBeNull()
  })

  it('shows no time without hold-places', async () => {
    const { line } = await heldAdults(48)
    renderCart({ lines: [line] })
    expect(lineNamed('Erwachsene 🦕').querySelector('[part="hold"]')).toBeNull()
  })

  it("changes its hold with its quantity, after asking the places with the visitor's holds", async () => {
    const { token, line } = await heldAdults(48)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true } })
    // 3 places are left at 11:30, two of them held by this visitor: they count as free for them.
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 3`))
    const [asked] = requestsTo('/tickets/list_and_quotas')
    expect(asked?.query['reservations[]']).toEqual([token])
    const [change] = holdCalls('PUT')
    expect(change).toMatchObject({
      pathname: expect.stringMatching(new RegExp(`/tickets/reservations/${token}$`)),
      body: { reservation: { quantity: 3 } },
    })
    expect(requestLog.indexOf(asked!)).toBeLessThan(requestLog.indexOf(change!))
    expect(stored(KEYS.cart)).toEqual(
      storedCart({ ...line, attributes: { ...line.attributes, quantity: 3 } }),
    )
    expect(holdsStore.getState().records[token]?.quantity).toBe(3)
  })

  it('whose hold had ended gets a new one with its new quantity, stored with the quantity', async () => {
    const { token, line } = await heldAdults(6 * 60)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true } })
    await user.click(button(`${ADULTS} verringern`))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 1`))
    // The ended hold is not sent back as the visitor's own.
    expect(requestsTo('/tickets/list_and_quotas')[0]?.query['reservations[]']).toBeUndefined()
    const made = holdCalls('POST')
    expect(made).toHaveLength(2)
    expect(made[1]?.body).toMatchObject({ reservation: { ticket_id: 51, quantity: 1 } })
    const [item] = (stored(KEYS.cart) as { items: { attributes: { reservations: string[] } }[] }).items
    expect(item?.attributes).toMatchObject({ quantity: 1, reservations: [expect.any(String)] })
    expect(item?.attributes.reservations).not.toEqual([token])
    await waitFor(() => expect(within(lineNamed('Erwachsene 🦕')).getByRole('timer')).toBeVisible())
  })

  it("is renewed by the visitor's activity in the cart once a minute has passed since its last renewal", async () => {
    const { token, line } = await heldAdults(90)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true } })
    await user.click(screen.getByText('Gesamt'))
    await waitFor(() => expect(holdCalls('PUT')).toHaveLength(1))
    expect(holdCalls('PUT')[0]?.pathname).toMatch(new RegExp(`/tickets/reservations/${token}$`))
    await waitFor(() =>
      expect(within(lineNamed('Erwachsene 🦕')).getByRole('timer')).toHaveTextContent(/noch [45]:\d\d Min/),
    )
  })

  it('is not renewed by activity within a minute of its last renewal, and is after it', async () => {
    const { line } = await heldAdults(30)
    const { user } = renderCart({ lines: [line], config: { holdPlaces: true } })
    await user.click(screen.getByText('Gesamt'))
    vi.setSystemTime(MUSEUM_NOW.getTime() + 40 * SECOND)
    await user.click(screen.getByText('Gesamt'))
    await waitFor(() => expect(holdCalls('PUT').length).toBeGreaterThan(0))
    // Only the click 70 s after the renewal renewed it.
    expect(holdCalls('PUT')).toHaveLength(1)
  })

  it('releases its hold when it is removed', async () => {
    const { token, line } = await heldAdults(48)
    const { user } = renderCart({ lines: [line, article], config: { holdPlaces: true } })
    await user.click(button(`${ADULTS} entfernen`))
    expect(stored(KEYS.cart)).toEqual(storedCart(article))
    await waitFor(() => expect(holdCalls('DELETE')).toHaveLength(1))
    expect(holdCalls('DELETE')[0]?.pathname).toMatch(new RegExp(`/tickets/reservations/${token}$`))
    expect(holdsStore.getState().records[token]).toBeUndefined()
  })
})

describe('a hold that has ended', () => {
  it('leaves the line, with the sentence in place of the time', async () => {
    const { line } = await heldAdults(6 * 60)
    renderCart({ lines: [line], config: { holdPlaces: true } })
    const held = lineNamed('Erwachsene 🦕')
    expect(holdText(held)).toHaveTextContent(de['holds.expired'])
    expect(within(held).queryByRole('timer')).toBeNull()
    expect(within(held).queryByRole('button', { name: de['holds.extend'] })).toBeNull()
    expect(within(held).getByRole('group', { name: ADULTS })).toBeVisible()
  })

  it('is asked again before the checkout: places taken meanwhile are named, and the cart stays', async () => {
    const { error } = consoleSpies()
    const { line } = await heldAdults(6 * 60)
    const { user, events } = renderCart({ lines: [line], config: { holdPlaces: true } })
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 1 })
    await user.click(screen.getByRole('link', { name: 'Zur Kasse' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Plätze sind inzwischen vergeben: Erwachsene 🦕 (Sa, 30. Mai, 11:30 Uhr).',
    )
    expect(requestsTo('/tickets/list_and_quotas')).toHaveLength(1)
    // Reported once the sentence is shown, in an effect of its own: waited for, not assumed.
    await waitFor(() =>
      expect(events.map((event) => event.detail)).toEqual([expect.objectContaining({ code: 'places_gone' })]),
    )
    expect(error).toHaveBeenCalledTimes(1)
    // Any change of the cart takes the sentence away.
    await user.click(button(`${ADULTS} entfernen`))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
