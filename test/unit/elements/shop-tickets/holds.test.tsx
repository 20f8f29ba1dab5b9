/**
 * `<shop-tickets>` on a page with `hold-places`: adding timed tickets holds their places first, each cart line keeps
 * its hold's token in the order item's `reservations`, the next availability calls send the tokens back while the
 * places on screen stay; adding to a held line changes its hold; a server that refuses holds leaves adding as it was.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import { at, chooseOnSaturday, freezeClock, moreOf } from './renderTickets'

const HOLDING = { holdPlaces: true }
const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })
const cartItems = () =>
  (JSON.parse(localStorage.getItem(KEYS.cart) ?? '{"items":[]}') as { items: { attributes: object }[] }).items
const calls = (method: string, path = '/tickets/reservations') =>
  requestLog.filter((entry) => entry.method === method && entry.pathname.includes(path))

beforeEach(() => freezeClock())

describe('adding with hold-places', () => {
  it("holds each line's places and keeps the token in the line; availability then sends the tokens back", async () => {
    const { user, container } = await chooseOnSaturday('10:00', 2, 1, {}, HOLDING)
    const blanked = vi.fn()
    const watch = new MutationObserver(() => container.querySelector('.shop-tickets__loading') && blanked())
    watch.observe(container, { childList: true, subtree: true })
    await user.click(addButton())
    await screen.findByText('3 Tickets für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt')
    expect(calls('POST').map((entry) => entry.body)).toEqual([
      { reservation: { ticket_id: 51, quantity: 2, start_at: at('10:00') } },
      { reservation: { ticket_id: 52, quantity: 1, start_at: at('10:00') } },
    ])
    const tokens = cartItems().map((item) => (item.attributes as { reservations: string[] }).reservations)
    expect(tokens).toEqual([[expect.any(String)], [expect.any(String)]])
    expect(cartItems()[0]?.attributes).toEqual({
      id: 51,
      quantity: 2,
      time: at('10:00'),
      reservations: tokens[0],
    })
    // The day is asked again with the visitor's own holds, which count as free for them.
    await waitFor(() =>
      expect(calls('GET', '/tickets/list_and_quotas').at(-1)?.query['reservations[]']).toEqual(
        [...tokens.flat()].sort(),
      ),
    )
    // Others see 9 places at 10:00; with their own 3 in the cart, so does the visitor.
    await waitFor(() => expect(screen.getByRole('radio', { name: /^10:00 Uhr.*9 frei/ })).toBeChecked())
    // The times stayed on screen while the new answer came.
    watch.disconnect()
    expect(blanked).not.toHaveBeenCalled()
  })

  it("changes the line's hold to the whole quantity when more of the same ticket and time is added", async () => {
    const { user } = await chooseOnSaturday('10:00', 1, 0, {}, HOLDING)
    await user.click(addButton())
    await screen.findByText(/1 Ticket für Sa, 30. Mai/)
    const [first] = cartItems()
    await user.click(moreOf('Erwachsene 🦕'))
    await user.click(moreOf('Erwachsene 🦕'))
    await user.click(addButton())
    await screen.findByText(/2 Tickets für Sa, 30. Mai/)
    expect(calls('POST')).toHaveLength(1)
    expect(calls('PUT').map((entry) => entry.body)).toEqual([{ reservation: { quantity: 3 } }])
    expect(cartItems()).toEqual([{ ...first, attributes: { ...first?.attributes, quantity: 3 } }])
  })

  it('adds without holds, and without alarm, when the server refuses them: one console line', async () => {
    const { warn } = consoleSpies()
    knobs.refuseHolds = 404
    const { user } = await chooseOnSaturday('10:00', 2, 1, {}, HOLDING)
    await user.click(addButton())
    await screen.findByText('3 Tickets für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(cartItems().map((item) => item.attributes)).toEqual([
      { id: 51, quantity: 2, time: at('10:00') },
      { id: 52, quantity: 1, time: at('10:00') },
    ])
    expect(calls('POST').length).toBeLessThanOrEqual(2)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/refused to hold places \(404\).*the cart works without holds/)
  })

  it('holds nothing without hold-places', async () => {
    const { user } = await chooseOnSaturday('10:00', 1)
    await user.click(addButton())
    await screen.findByText(/1 Ticket für Sa, 30. Mai/)
    expect(calls('POST')).toEqual([])
    expect(cartItems()[0]?.attributes).toEqual({ id: 51, quantity: 1, time: at('10:00') })
  })
})

describe('adding with hold-places where storage refuses writes', () => {
  const storageFailed =
    'Die Tickets konnten nicht in den Warenkorb gelegt werden: Ihr Browser speichert nichts.'

  it('holds nothing when storage is blocked: known before holding', async () => {
    const { user } = await chooseOnSaturday('10:00', 2, 0, {}, HOLDING)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    for (let click = 0; click < 3; click++) {
      await user.click(addButton())
      await screen.findByText(storageFailed)
    }
    expect(calls('POST')).toEqual([])
    expect(warn).toHaveBeenCalled()
  })

  it('releases at once the hold of a line that could not be written (storage full)', async () => {
    const { user } = await chooseOnSaturday('10:00', 2, 0, {}, HOLDING)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const setItem = Storage.prototype.setItem
    // Full: the small probe fits, the cart does not.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === KEYS.cart) throw new DOMException('full', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    await user.click(addButton())
    await screen.findByText(storageFailed)
    expect(calls('POST')).toHaveLength(1)
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1))
    const token = calls('DELETE')[0]?.pathname.split('/').at(-1)
    expect(token).toBeTruthy()
    expect(cartItems()).toEqual([])
    expect(warn).toHaveBeenCalled()
  })

  it("puts the cart line's hold back to the line's quantity when the added tickets could not be written", async () => {
    const { user } = await chooseOnSaturday('10:00', 1, 0, {}, HOLDING)
    await user.click(addButton())
    await screen.findByText(/1 Ticket für Sa, 30. Mai/)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === KEYS.cart) throw new DOMException('full', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    await user.click(moreOf('Erwachsene 🦕'))
    await user.click(addButton())
    await screen.findByText(storageFailed)
    await waitFor(() =>
      expect(calls('PUT').map((entry) => entry.body)).toEqual([
        { reservation: { quantity: 2 } },
        { reservation: { quantity: 1 } },
      ]),
    )
    expect(calls('DELETE')).toEqual([])
  })
})
