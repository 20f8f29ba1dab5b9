/**
 * The states of `<shop-cart>` that `npm run screenshots` renders, on the museum's clock two days before the fake
 * API's Saturday, 2026-05-30: a full cart of every kind of line with a refused ticket step, the empty cart, a cart
 * with a line whose time has passed, and a ticket line asking a new person's name beside an event line at its limit.
 */
import { expect } from '@playwright/test'
import { CART_LINES, DONATION, PAST_ADULTS } from '../helpers/storedCart'
import { cartElement as cart, openCart } from '../e2e/support/cart'
import { placesLeftMeanwhile } from '../e2e/support/tickets'
import type { ScreenState } from './states'

const { adults, event, tour, article } = CART_LINES

export const CART_STATES: readonly ScreenState[] = [
  {
    name: 'cart-full',
    reach: async (page) => {
      await openCart(page, { lines: [adults, event, tour, article], donations: [DONATION] })
      await expect(cart(page).getByText('Spende: Neue Dinosaurierhalle 🦕')).toBeVisible()
      // Others booked meanwhile: the step up is refused with its sentence.
      await placesLeftMeanwhile(page, '11:30', 2)
      await cart(page).getByRole('button', { name: 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr erhöhen' }).click()
      await expect(cart(page).locator('[part="line-message"]')).toBeVisible()
    },
  },
  {
    name: 'cart-empty',
    reach: async (page) => {
      await openCart(page)
      await expect(cart(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible()
    },
  },
  {
    name: 'cart-past',
    reach: async (page) => {
      await openCart(page, { lines: [PAST_ADULTS, article] })
      await expect(cart(page).getByText('Vorbei – wird nicht berechnet', { exact: false })).toBeVisible()
    },
  },
  {
    name: 'cart-rules',
    reach: async (page) => {
      const attendees = [{ name: 'Anna', surname: 'Muster' }]
      const named = {
        type: 'Ticket',
        attributes: { id: 247, quantity: 1, time: '2026-05-30T14:00:00+02:00', attendees },
        name: 'El Siglo de Oro',
        price_cents: 1200,
        ticket_type: 'time_slot',
      }
      const workshop = {
        type: 'Event',
        attributes: { id: 105, quantity: 4 },
        event_id: 22,
        name: 'Holzschnitt 2',
        price_cents: 1200,
      }
      await openCart(page, { lines: [named, workshop] })
      await cart(page).getByRole('button', { name: 'Holzschnitt 2 erhöhen' }).click()
      await expect(cart(page).locator('[part="line-message"]')).toBeVisible()
      await cart(page)
        .getByRole('button', { name: 'El Siglo de Oro, Sa, 30. Mai, 14:00 Uhr erhöhen' })
        .click()
      await expect(cart(page).getByRole('textbox', { name: 'Vorname, Person 2' })).toBeFocused()
    },
  },
]
