/**
 * Shared setup of the event dates element's component tests: the component under its real element root (events,
 * styles) on a configured page, the museum's clock frozen before the fake API's dates, and the navigation observed
 * instead of performed.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { pageNavigation } from '../../../../src/domain/browser/navigation'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopEventDates from '../../../../elements/shop-event-dates/ShopEventDates'
import { shopStore } from '../../../../src/store/shopStore'
import { freezeClock as freezeClockAt } from '../../../helpers/clock'
import { testConfig } from '../../../helpers/config'

/** The museum's now in the tests: weeks before the fake API's first event date, 2027-01-08. */
export const MUSEUM_NOW = new Date('2026-12-01T10:00:00+01:00')

/** Freezes the museum's clock at `at`, by default MUSEUM_NOW. */
export const freezeClock = (at: Date = MUSEUM_NOW): void => freezeClockAt(at)

export interface EventDatesAttributes {
  eventId?: string
  afterAdd?: 'stay' | 'cart'
}

/**
 * Renders `<ShopEventDates>` in its element root on a page configured with `config`. Returns the user-event instance,
 * the navigation spy and what the element sent the page, by event name.
 */
export function renderEventDates(attributes: EventDatesAttributes = {}, config: Partial<ShopConfig> = {}) {
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  // Listening before the first render: a report made at once (no event named) is heard too.
  const container = document.body.appendChild(document.createElement('div'))
  const heard = <N extends ShopEventName>(name: N): ShopEventMap[N][] => {
    const details: ShopEventMap[N][] = []
    container.addEventListener(name, (event) => details.push((event as CustomEvent<ShopEventMap[N]>).detail))
    return details
  }
  const added = heard('shop-event-date-added')
  const errors = heard('shop-error')
  const view = render(
    <ElementRoot name="shop-event-dates">
      <ShopEventDates eventId={attributes.eventId} afterAdd={attributes.afterAdd} />
    </ElementRoot>,
    { container },
  )
  return {
    ...view,
    user: userEvent.setup(),
    navigate,
    added,
    errors,
  }
}

/** The radio of the date whose accessible name begins with `when` ("Sa, 23. Januar, 14:00 Uhr"). */
export const dateRadio = (when: string) =>
  screen.findByRole('radio', { name: new RegExp(`^${when.replace(/[.,]/g, '\\$&')}`) })

/** The stepper's buttons and the shown quantity. */
export const more = () => screen.getByRole('button', { name: 'Mehr Plätze' })
export const less = () => screen.getByRole('button', { name: 'Weniger Plätze' })
export const quantity = () => screen.getByRole('status', { name: 'Plätze, Anzahl' })
export const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })

/** The element's live region: what the last step said. */
export const announcement = (container: HTMLElement) =>
  container.querySelector('.shop-visually-hidden[aria-live]')?.textContent ?? ''
