/**
 * Shared setup of the ticket element's component tests: the component under its real element root (events, styles,
 * error boundary) on a configured page, the fake API's tickets around 2026-05-30, the museum's clock frozen two days
 * before, and the navigation observed instead of performed.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap } from '../../../../src/domain/host/events'
import { pageNavigation } from '../../../../src/domain/browser/navigation'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopTickets from '../../../../elements/shop-tickets/ShopTickets'
import { shopStore } from '../../../../src/store/shopStore'
import { freezeClock as freezeClockAt } from '../../../helpers/clock'
import { testConfig } from '../../../helpers/config'

/** The museum's now in the tests: Thursday before the fake data's Saturday, 2026-05-30. */
export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

/** Freezes the museum's clock at `at`, by default MUSEUM_NOW. */
export const freezeClock = (at: Date = MUSEUM_NOW): void => freezeClockAt(at)

export interface TicketAttributes {
  ticketType?: 'time_slot' | 'normal' | 'annual'
  ticketIds?: number[]
  museumIds?: number[]
  exhibitionIds?: number[]
  date?: string
  time?: string
  afterAdd?: 'stay' | 'cart'
  partMinutes?: number
}

/**
 * Renders `<ShopTickets>` in its element root on a page configured with `config`. Returns the user-event instance,
 * the navigation spy and the `shop-tickets-added` events (with the navigation calls made before each).
 */
export function renderTickets(attributes: TicketAttributes = {}, config: Partial<ShopConfig> = {}) {
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  const added: { detail: ShopEventMap['shop-tickets-added']; navigationsBefore: number }[] = []
  const onAdded = (event: Event) => {
    const { detail } = event as CustomEvent<ShopEventMap['shop-tickets-added']>
    added.push({ detail, navigationsBefore: navigate.mock.calls.length })
  }
  const view = render(
    <ElementRoot name="shop-tickets">
      <ShopTickets
        ticketType={attributes.ticketType}
        ticketIds={attributes.ticketIds ?? []}
        museumIds={attributes.museumIds ?? []}
        exhibitionIds={attributes.exhibitionIds ?? []}
        date={attributes.date}
        time={attributes.time}
        afterAdd={attributes.afterAdd}
        partMinutes={attributes.partMinutes}
      />
    </ElementRoot>,
  )
  view.container.addEventListener('shop-tickets-added', onAdded)
  return { ...view, user: userEvent.setup(), navigate, added }
}

/** The day button of `day` ('2026-05-30') in the calendar grid. */
export const dayButton = (day: string): HTMLButtonElement => {
  const button = screen.getByRole('grid').querySelector<HTMLButtonElement>(`[data-day="${day}"]`)
  if (!button) throw new Error(`no day ${day} in the grid`)
  return button
}

/** Waits until the month's availability is in: `day` (the reference Saturday) says it is available. */
export const findAvailableDay = async (day = '2026-05-30') => {
  await waitFor(() => expect(dayButton(day)).toHaveAccessibleName(/, verfügbar$/))
  return dayButton(day)
}

/** The times of the chosen day, as a radio group named after the day. */
export const findTimes = async () => {
  const legend = await screen.findByText(/^Uhrzeit am /, { selector: 'legend' })
  const group = legend.closest('fieldset')
  if (!group) throw new Error('the times have no fieldset')
  expect(group).toHaveAccessibleName(legend.textContent ?? '')
  return group
}

/** The stepper's "+" of a ticket. */
export const moreOf = (title: string) => screen.getByRole('button', { name: `${title} erhöhen` })
/** The stepper's "−" of a ticket. */
export const lessOf = (title: string) => screen.getByRole('button', { name: `${title} verringern` })
/** The shown quantity of a ticket. */
export const quantityOf = (title: string) => screen.getByRole('status', { name: `${title}, Anzahl` })

/** The element's live region: what the last step said. */
export const announcement = (container: HTMLElement) =>
  container.querySelector('.shop-visually-hidden[aria-live]')?.textContent ?? ''

export const ADULT = 'Erwachsene 🦕'
export const REDUCED = 'Ermäßigt'
/** The fake API's Saturday. */
export const SATURDAY = '2026-05-30'
/** The Saturday's start time `time` ('11:30') as the server writes it. */
export const at = (time: string) => `${SATURDAY}T${time}:00+02:00`

/** Renders the museum's timed tickets and chooses the Saturday at `time`, `adults` adult and `reduced` reduced tickets. */
export async function chooseOnSaturday(
  time: string,
  adults: number,
  reduced = 0,
  attributes: TicketAttributes = {},
  config: Partial<ShopConfig> = {},
) {
  const rendered = renderTickets({ exhibitionIds: [11], ...attributes }, config)
  const { user } = rendered
  await findAvailableDay()
  await user.click(dayButton(SATURDAY))
  await user.click(within(await findTimes()).getByRole('radio', { name: new RegExp(`^${time}`) }))
  for (let step = 0; step < adults; step++) await user.click(moreOf(ADULT))
  for (let step = 0; step < reduced; step++) await user.click(moreOf(REDUCED))
  return rendered
}
