/**
 * Choosing in the ticket element: a deep link's day and time, the steppers with their limits (the ticket's minimum
 * and maximum, the places its quota shares with the other tickets and the cart), and day tickets without a time.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { storedCart } from '../../../helpers/storedCart'
import {
  announcement,
  dayButton,
  findAvailableDay,
  findTimes,
  freezeClock,
  lessOf,
  moreOf,
  quantityOf,
  renderTickets,
} from './renderTickets'

const ADULT = 'Erwachsene 🦕'
const FAMILY = 'Familie (pro Person)'
/** The museum's three timed tickets, sharing one quota. */
const TIMED = { exhibitionIds: [11] }

/** Renders with `attributes`, chooses the reference Saturday at `time`. */
async function chooseTime(time: string, attributes = TIMED) {
  const rendered = renderTickets(attributes)
  await findAvailableDay()
  await rendered.user.click(dayButton('2026-05-30'))
  const times = await findTimes()
  await rendered.user.click(within(times).getByRole('radio', { name: new RegExp(`^${time}`) }))
  return rendered
}

const limitOf = (title: string) =>
  screen.getByText(title).closest('[part="ticket"]')?.querySelector('[part="limit"]')

beforeEach(() => freezeClock())

describe('a deep link', () => {
  it('opens on its day with its time chosen', async () => {
    renderTickets({ ...TIMED, date: '2026-05-30', time: '11:00' })
    const times = await findTimes()
    expect(within(times).getByRole('radio', { name: /^11:00/ })).toBeChecked()
    expect(screen.getByText('Tickets für Sa, 30. Mai, 11:00 Uhr', { selector: 'legend' })).toBeInTheDocument()
    expect(screen.getByRole('grid')).toHaveAccessibleName('Mai 2026')
  })

  it('opens the month of a later day', async () => {
    renderTickets({ ...TIMED, date: '2026-06-13' })
    expect(await findTimes()).toHaveAccessibleName('Uhrzeit am Sa, 13. Juni')
    expect(screen.getByRole('grid')).toHaveAccessibleName('Juni 2026')
    expect(screen.queryByRole('radio', { checked: true })).toBeNull()
  })

  it('is ignored for a sold-out time, a fully booked or past day, and a date that is no day', async () => {
    const { unmount } = renderTickets({ ...TIMED, date: '2026-05-30', time: '12:00' })
    await findTimes()
    expect(screen.queryByRole('radio', { checked: true })).toBeNull()
    unmount()
    for (const date of ['2026-05-31', '2026-05-27', '30.05.2026']) {
      const view = renderTickets({ ...TIMED, date })
      await findAvailableDay()
      expect(screen.queryByText(/^Uhrzeit am /)).toBeNull()
      view.unmount()
    }
  })
})

describe('the steppers', () => {
  it('jump to the minimum on the first "+" and back to nothing below it, saying why', async () => {
    const { user, container } = await chooseTime('10:00')
    await user.click(moreOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('2')
    expect(announcement(container)).toBe(`${FAMILY}: jetzt 2`)
    await user.click(lessOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('0')
    expect(announcement(container)).toBe(`${FAMILY}: jetzt 0, mindestens 2 pro Buchung`)
    expect(lessOf(FAMILY)).toHaveAttribute('aria-disabled', 'true')
  })

  it("stop at the ticket's own maximum", async () => {
    const { user, container } = await chooseTime('10:00')
    for (let step = 0; step < 6; step++) await user.click(moreOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('6')
    expect(moreOf(FAMILY)).toHaveAttribute('aria-disabled', 'true')
    expect(announcement(container)).toBe(`${FAMILY}: jetzt 6, höchstens 6 für diese Uhrzeit`)
    expect(limitOf(FAMILY)).toHaveTextContent('höchstens 6 für diese Uhrzeit')
  })

  it('share the places of one quota between the tickets, and say the limit', async () => {
    // 11:30 has 3 places left for the three tickets together.
    const { user, container } = await chooseTime('11:30')
    await user.click(moreOf(ADULT))
    await user.click(moreOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('2')
    await user.click(moreOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('2')
    expect(announcement(container)).toBe(`${FAMILY}: jetzt 2, höchstens 2 für diese Uhrzeit`)
    expect(moreOf(ADULT)).toHaveAttribute('aria-disabled', 'true')
    expect(limitOf(ADULT)).toHaveTextContent('höchstens 1 für diese Uhrzeit')
  })

  it("count the cart's tickets for the same time against the places and the ticket's maximum", async () => {
    const line = (id: number, quantity: number, time: string) => ({
      type: 'Ticket',
      attributes: { id, quantity, time },
      name: 'aus dem Warenkorb',
      price_cents: 900,
    })
    localStorage.setItem(
      DEFAULT_STORAGE_KEYS.cart,
      JSON.stringify(
        storedCart(
          line(51, 2, '2026-05-30T11:30:00+02:00'),
          line(53, 4, '2026-05-30T10:00:00+02:00'),
          // Another day takes nothing from the Saturday.
          line(53, 6, '2026-06-06T10:00:00+02:00'),
        ),
      ),
    )
    const { user } = await chooseTime('11:30')
    // One place is left at 11:30: one adult, no family of two.
    expect(limitOf(FAMILY)).toHaveTextContent('höchstens 1 für diese Uhrzeit')
    await user.click(moreOf(ADULT))
    expect(quantityOf(ADULT)).toHaveTextContent('1')
    expect(moreOf(ADULT)).toHaveAttribute('aria-disabled', 'true')
    // At 10:00 the cart's four family tickets leave two of the six a booking may hold.
    await user.click(screen.getByRole('radio', { name: /^10:00/ }))
    await user.click(moreOf(FAMILY))
    await user.click(moreOf(FAMILY))
    expect(quantityOf(FAMILY)).toHaveTextContent('2')
    expect(limitOf(FAMILY)).toHaveTextContent('höchstens 2 für diese Uhrzeit')
  })

  it('show price, VAT and the total of the choice', async () => {
    const { user } = await chooseTime('10:00')
    const adult = screen.getByText(ADULT).closest('[part="ticket"]') as HTMLElement
    expect(adult).toHaveTextContent(/je 12,00\s€ · inkl. 7 % MwSt\./)
    await user.click(moreOf(ADULT))
    await user.click(moreOf(ADULT))
    await user.click(moreOf(FAMILY))
    expect(screen.getByText('Gesamt').closest('[part="total"]')).toHaveTextContent(/Gesamt 42,00\s€/)
  })
})

describe('day tickets', () => {
  it('have no time to choose: the day leads straight to the tickets', async () => {
    const { user } = renderTickets({ ticketType: 'normal', museumIds: [2] })
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    expect(await screen.findByText('Tickets für Sa, 30. Mai', { selector: 'legend' })).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByText(/^Uhrzeit am /)).toBeNull()
    await waitFor(() => expect(moreOf('Tageskarte Kunsthalle am Fluss')).toBeInTheDocument())
  })
})
