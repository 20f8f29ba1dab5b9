/**
 * A date with two prices (the city walk of event 24: Erwachsene 14 €, Ermäßigt 9 €, at most 6 per booking): one
 * stepper per price within the date's limit, their total, and the booking stored with quantities per scale price.
 */
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { knobs } from '../../../msw/knobs'
import { addButton, announcement, dateRadio, freezeClock, renderEventDates } from './renderEventDates'

const WALK = 'Sa, 6. Februar, 11:00 Uhr'
const more = (name: string) => screen.getByRole('button', { name: `Mehr: ${name}` })
const count = (name: string) => screen.getByRole('status', { name: `${name}, Anzahl` })
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

beforeEach(() => freezeClock())

async function chooseWalk() {
  const rendered = renderEventDates({ eventId: '24' })
  await rendered.user.click(await dateRadio(WALK))
  return rendered
}

describe('a date with two prices', () => {
  it('has a stepper per price with its price, starting at none, and a total of both', async () => {
    const { user, container } = await chooseWalk()
    expect(screen.queryByRole('button', { name: 'Mehr Plätze' })).toBeNull()
    expect(count('Erwachsene')).toHaveTextContent('0')
    expect(count('Ermäßigt')).toHaveTextContent('0')
    expect(addButton()).toHaveAttribute('aria-disabled', 'true')
    await user.click(more('Erwachsene'))
    await user.click(more('Erwachsene'))
    await user.click(more('Ermäßigt'))
    expect(announcement(container)).toBe('Ermäßigt: jetzt 1')
    const places = screen.getByRole('group', { name: `Plätze am ${WALK}` })
    expect(places).toHaveTextContent('je 14,00 €')
    expect(places).toHaveTextContent('je 9,00 €')
    expect(places).toHaveTextContent(/Gesamt\s*37,00\s€/)
  })

  it('keeps both together within the limit per booking and says it', async () => {
    const { user, container } = await chooseWalk()
    for (let press = 0; press < 4; press++) await user.click(more('Erwachsene'))
    await user.click(more('Ermäßigt'))
    await user.click(more('Ermäßigt'))
    await user.click(more('Ermäßigt'))
    expect(count('Ermäßigt')).toHaveTextContent('2')
    expect(screen.getByText('höchstens 6 pro Buchung')).toBeVisible()
    expect(announcement(container)).toBe('Ermäßigt: jetzt 2, höchstens 6 pro Buchung')
  })

  it('keeps both together within the seats left', async () => {
    knobs.seatsChanges.push({ dateId: 106, available: 2 })
    const { user } = await chooseWalk()
    await user.click(more('Ermäßigt'))
    await user.click(more('Erwachsene'))
    await user.click(more('Erwachsene'))
    expect(count('Erwachsene')).toHaveTextContent('1')
    expect(screen.getByText('höchstens 2 für diesen Termin')).toBeVisible()
  })

  it('stores one booking with the places per scale price, priced as a whole', async () => {
    const { user, added } = await chooseWalk()
    await user.click(more('Erwachsene'))
    await user.click(more('Erwachsene'))
    await user.click(more('Ermäßigt'))
    await user.click(addButton())
    await screen.findByText(`3 Plätze für ${WALK} in den Warenkorb gelegt`)
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [
        {
          type: 'Event',
          attributes: { id: 106, quantities: { '1': 2, '4': 1 } },
          event_id: 24,
          name: expect.stringMatching(/ – Samstag, 6\. Februar 2027, 11:00 Uhr$/),
          price_cents: 3700,
          participant_count: 3,
          language_name: 'Deutsch',
        },
      ],
    })
    expect(added).toMatchObject([{ eventId: 24, dateId: 106, quantity: 3 }])
    // The cart's booking counts towards the date's limit.
    expect(await screen.findByText('3 schon im Warenkorb')).toBeVisible()
  })
})
