/**
 * <shop-cart>'s choice of day and time for a voucher's timed ticket: the times of the chosen day on the museum's
 * clock, the ticket added at 0 €, and, when the browser refuses to store it, a sentence beside the kept choice and a
 * `shop-error` for the host page instead of a choice that silently closes.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { consoleSpies } from '../../../helpers/consoleLines'
import { CODES } from '../../../msw/fixtures/coupons'
import { cartLines, renderCart } from './renderCart'

const DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: 54, quantity: 2 },
  name: 'Tageskarte Kunsthalle am Fluss',
  price_cents: 1000,
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-28T10:15:00+02:00') }))
afterEach(() => vi.useRealTimers())

async function chooseSaturday(user: ReturnType<typeof renderCart>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Gutschein- oder Aktionscode eingeben' }))
  await user.type(
    await screen.findByRole('textbox', { name: 'Gutschein- oder Aktionscode' }),
    CODES.timedTicket,
  )
  await user.click(screen.getByRole('button', { name: 'Einlösen' }))
  const choice = await screen.findByRole('group', { name: /Wählen Sie Tag und Uhrzeit/ })
  const day = within(choice).getByLabelText('Tag')
  await user.clear(day)
  await user.type(day, '2026-05-30')
  await within(choice).findByRole('option', { name: '11:30 Uhr' })
  await user.selectOptions(within(choice).getByLabelText('Uhrzeit'), '11:30 Uhr')
  return choice
}

describe("a voucher's timed ticket", () => {
  it('goes into the cart at 0 € at the chosen time', async () => {
    const { user } = renderCart({ lines: [DAY_TICKETS] })
    const choice = await chooseSaturday(user)
    await user.click(within(choice).getByRole('button', { name: 'Ticket hinzufügen' }))
    await waitFor(() => expect(cartLines()).toHaveLength(2))
    expect(cartLines()[1]).toHaveTextContent('Sa, 30. Mai, 11:30 Uhr')
    expect(cartLines()[1]).toHaveTextContent('0,00 €')
  })

  it('says so and keeps the choice when the browser refuses to store it, and tells the host page', async () => {
    consoleSpies()
    const { user, events } = renderCart({ lines: [DAY_TICKETS] })
    const choice = await chooseSaturday(user)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await user.click(within(choice).getByRole('button', { name: 'Ticket hinzufügen' }))
    expect(await within(choice).findByRole('alert')).toHaveTextContent(
      'Das Ticket konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es noch einmal.',
    )
    expect(screen.getByRole('group', { name: /Wählen Sie Tag und Uhrzeit/ })).toBeInTheDocument()
    expect(cartLines()).toHaveLength(1)
    await waitFor(() =>
      expect(events.map((event) => event.detail)).toContainEqual(
        expect.objectContaining({ code: 'storage' }),
      ),
    )
  })
})
