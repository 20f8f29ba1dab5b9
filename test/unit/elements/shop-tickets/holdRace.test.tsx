/**
 * `<shop-tickets>` with `hold-places` when two visitors add the last places at the same moment: both saw room, the
 * server holds the other visitor's places first and refuses this one's hold (422, no room). The element asks the
 * places again and shows what is still possible instead of the confirmation; nothing goes into the cart, and the
 * page goes on holding places. A server that refuses again although the places were asked in between holds nothing.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { holdsStore } from '../../../../src/store/holds'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import { at, chooseOnSaturday, freezeClock } from './renderTickets'

const HOLDING = { holdPlaces: true }
const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })
const cartItems = () =>
  (JSON.parse(localStorage.getItem(KEYS.cart) ?? '{"items":[]}') as { items: { attributes: object }[] }).items
const calls = (method: string, path = '/tickets/reservations') =>
  requestLog.filter((entry) => entry.method === method && entry.pathname.includes(path))

beforeEach(() => freezeClock())

describe('adding the last places when another visitor was quicker', () => {
  it('shows what is still possible instead of the confirmation, adds nothing and keeps holding', async () => {
    const { user } = await chooseOnSaturday('10:00', 2, 0, {}, HOLDING)
    // 12 places at 10:00; the other visitor holds 11 of them between this page's last look and its hold.
    knobs.rivalHolds.push({ ticketId: 51, startAt: at('10:00'), quantity: 11 })
    const asked = calls('GET', '/tickets/list_and_quotas').length
    await user.click(addButton())
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(
      'Für 10:00 Uhr ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
    )
    expect(within(notice).getAllByRole('button').length).toBeGreaterThan(0)
    expect(screen.queryByText(/in den Warenkorb gelegt/)).toBeNull()
    expect(cartItems()).toEqual([])
    // Asked again past the cache after the refusal.
    expect(calls('GET', '/tickets/list_and_quotas').length).toBeGreaterThan(asked + 1)
    expect(holdsStore.getState().refused).toBe(false)
    expect(notice).toHaveFocus()

    // Another time of the notice: held and added.
    await user.click(within(notice).getAllByRole('button')[0]!)
    await user.click(addButton())
    await screen.findByText(/2 Tickets für Sa, 30\. Mai, \d\d:\d\d Uhr in den Warenkorb gelegt/)
    expect(cartItems()[0]?.attributes).toMatchObject({ quantity: 2, reservations: [expect.any(String)] })

    // Two adds with their re-checks: more than one test's usual budget on a busy machine.
  }, 60_000)

  it('gives back what it held for the other lines of the booking', async () => {
    const { user } = await chooseOnSaturday('10:00', 2, 1, {}, HOLDING)
    knobs.rivalHolds.push({ ticketId: 51, startAt: at('10:00'), quantity: 11 })
    await user.click(addButton())
    await screen.findByRole('alert')
    // The reduced ticket's place (one of the quota's last) was held, then given back.
    expect(calls('POST')).toHaveLength(2)
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1))
    expect(cartItems()).toEqual([])
  })

  it('holds nothing more on the page when the server refuses again although the places were free', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    knobs.refuseHolds = 422
    const { user } = await chooseOnSaturday('10:00', 2, 0, {}, HOLDING)
    await user.click(addButton())
    await screen.findByText('2 Tickets für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt')
    expect(cartItems()[0]?.attributes).toEqual({ id: 51, quantity: 2, time: at('10:00') })
    expect(calls('POST')).toHaveLength(2)
    expect(holdsStore.getState().refused).toBe(true)
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/refused to hold places \(422\).*the cart works without holds/),
    ])
  })

  it('says in the confirmation that the places are held now, and for how long', async () => {
    const { user } = await chooseOnSaturday('10:00', 2, 0, {}, HOLDING)
    await user.click(addButton())
    const said = await screen.findByText('2 Tickets für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt')
    expect(said.parentElement).toHaveTextContent('Ihre Plätze sind jetzt 5 Minuten für Sie reserviert.')
  })
})
