/**
 * Changing and removing lines in <shop-cart>: quantities (a ticket line's within the places its time has left, asked
 * past the cache), removals, what is said and where the keyboard goes, what is stored and what the host page hears.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { CART_LINES, DONATION, PAST_ADULTS, storedCart } from '../../../helpers/storedCart'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { announcement, cartLines, lineNamed, renderCart, stored } from './renderCart'

const { adults, family, event, article } = CART_LINES
const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr'
const SATURDAY = '2026-05-30'
const withQuantity = <L extends { attributes: object }>(line: L, quantity: number) => ({
  ...line,
  attributes: { ...line.attributes, quantity },
})
/** What the host page hears when the article's quantity goes from `previousQuantity` to `quantity`. */
const articleChanged = (previousQuantity: number, quantity: number) => ({
  name: 'shop-cart-changed',
  detail: { type: 'Merchandise', id: 42, name: article.name, priceCents: 1999, previousQuantity, quantity },
})
const button = (name: string) => screen.getByRole('button', { name })
const dayCalls = () => requestsTo('/tickets/list_and_quotas')

describe('a quantity', () => {
  it('of an article changes at once, is announced, keeps the focus and is told to the host page', async () => {
    const { user, events } = renderCart({ lines: [adults, article] })
    await user.click(button('Plüsch-T-Rex 🦖 erhöhen'))
    await waitFor(() => expect(announcement()).toBe('Plüsch-T-Rex 🦖: jetzt 2'))
    expect(stored(KEYS.cart)).toEqual(storedCart(adults, withQuantity(article, 2)))
    expect(within(lineNamed('Plüsch-T-Rex 🦖')).getByRole('status')).toHaveTextContent('2')
    expect(button('Plüsch-T-Rex 🦖 erhöhen')).toHaveFocus()
    expect(dayCalls()).toHaveLength(0)
    expect(events).toEqual([articleChanged(1, 2)])
  })

  it('goes no lower than 1 with "−": removing is its own button', async () => {
    const { user, events } = renderCart({ lines: [event] })
    const less = button('Nachts im Museum 🦖🔦 verringern')
    expect(less).toHaveAttribute('aria-disabled', 'true')
    await user.click(less)
    expect(stored(KEYS.cart)).toEqual(storedCart(event))
    expect(events).toEqual([])
  })

  it("of a ticket grows after the server is asked again for its time's places", async () => {
    const { user } = renderCart({ lines: [adults] })
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 3`))
    expect(stored(KEYS.cart)).toEqual(storedCart(withQuantity(adults, 3)))
    const [call] = dayCalls()
    expect(call?.query).toMatchObject({
      valid_at: [SATURDAY],
      by_ticket_type: ['time_slot'],
      'by_ticket_ids[]': ['51'],
    })
    // A step down takes the places as cached; every step up asks again, past the cache.
    await user.click(button(`${ADULTS} verringern`))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 2`))
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() => expect(announcement()).toBe(`${ADULTS}: jetzt 3`))
    expect(dayCalls()).toHaveLength(2)
  })

  it('of a ticket is refused above the places left, with a sentence at the line, and nothing is written', async () => {
    const { user, events } = renderCart({ lines: [withQuantity(adults, 3)] })
    await user.click(button(`${ADULTS} erhöhen`))
    const sentence = 'Für Sa, 30. Mai, 11:30 Uhr sind nur noch 3 Plätze frei.'
    await waitFor(() => expect(announcement()).toBe(sentence))
    expect(lineNamed('Erwachsene 🦕')).toHaveTextContent(sentence)
    expect(stored(KEYS.cart)).toEqual(storedCart(withQuantity(adults, 3)))
    expect(events).toEqual([])
    expect(button(`${ADULTS} erhöhen`)).toHaveFocus()
  })

  it("counts the cart's other tickets of the same time, and says when one place or none is left", async () => {
    const reduced = { ...adults, attributes: { ...adults.attributes, id: 52, quantity: 1 }, name: 'Ermäßigt' }
    const { user } = renderCart({ lines: [adults, reduced] })
    // Others booked meanwhile: 2 places left at 11:30, one of which the reduced ticket takes.
    knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time: '11:30', left: 2 })
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() => expect(announcement()).toBe('Für Sa, 30. Mai, 11:30 Uhr ist nur noch 1 Platz frei.'))
    knobs.placesChanges.push({ quotaId: '61', day: SATURDAY, time: '11:30', left: 0 })
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() => expect(announcement()).toBe('Sa, 30. Mai, 11:30 Uhr ist nicht mehr buchbar.'))
  })

  it("of a ticket stays at its least per booking, which its day's offer says", async () => {
    const { user } = renderCart({ lines: [family] })
    await user.click(button('Familie (pro Person), Sa, 30. Mai, 10:30 Uhr verringern'))
    await waitFor(() =>
      expect(announcement()).toBe('Familie (pro Person), Sa, 30. Mai, 10:30 Uhr: mindestens 2 pro Buchung'),
    )
    expect(lineNamed('Familie (pro Person)')).toHaveTextContent('mindestens 2 pro Buchung')
    expect(stored(KEYS.cart)).toEqual(storedCart(family))
  })

  it('stays when the places cannot be read, says so and tells the host page', async () => {
    const { error } = consoleSpies()
    knobs.failures.ticketsListAndQuotas = 'http500'
    const { user, events } = renderCart({ lines: [adults] })
    await user.click(button(`${ADULTS} erhöhen`))
    await waitFor(() =>
      expect(announcement()).toBe(
        'Die freien Plätze konnten gerade nicht gelesen werden. Die Anzahl ist geblieben.',
      ),
    )
    expect(stored(KEYS.cart)).toEqual(storedCart(adults))
    await waitFor(() => expect(events.map((e) => e.name)).toEqual(['shop-error']))
    expect(events[0]?.detail).toMatchObject({ element: 'shop-cart' })
    expect(error).toHaveBeenCalled()
  })
})

describe('a removal', () => {
  it('removes the line, says so, tells the host page and moves the keyboard to the line that took its place', async () => {
    const { user, events } = renderCart({ lines: [adults, article, event] })
    await user.click(button('Plüsch-T-Rex 🦖 entfernen'))
    expect(stored(KEYS.cart)).toEqual(storedCart(adults, event))
    expect(announcement()).toBe('Plüsch-T-Rex 🦖 entfernt.')
    await waitFor(() => expect(lineNamed('Nachts im Museum 🦖🔦')).toHaveFocus())
    expect(events).toEqual([articleChanged(1, 0)])
    // The last line's place is taken by none: the line before it gets the keyboard.
    await user.click(button('Nachts im Museum 🦖🔦 entfernen'))
    await waitFor(() => expect(lineNamed('Erwachsene 🦕')).toHaveFocus())
  })

  it('of the last line leaves the empty cart in its stored format, says so and moves the keyboard there', async () => {
    const { user } = renderCart({ lines: [PAST_ADULTS] })
    await user.click(button('Erwachsene 🦕, Mi, 27. Mai, 11:30 Uhr entfernen'))
    expect(stored(KEYS.cart)).toEqual({ version: 1, items: [] })
    expect(announcement()).toBe(
      'Erwachsene 🦕, Mi, 27. Mai, 11:30 Uhr entfernt. Ihr Warenkorb ist jetzt leer.',
    )
    await waitFor(() => expect(screen.getByText('Ihr Warenkorb ist leer.')).toHaveFocus())
  })

  it('of a donation removes that donation and names its campaign to the host page', async () => {
    const { user, events } = renderCart({ lines: [article], donations: [DONATION] })
    await user.click(
      await screen.findByRole('button', { name: 'Spende: Neue Dinosaurierhalle 🦕 entfernen' }),
    )
    expect(stored(KEYS.donations)).toEqual([])
    expect(cartLines()).toHaveLength(1)
    expect(events.at(-1)?.detail).toEqual({
      type: 'Donation',
      id: 1,
      name: 'Spende: Neue Dinosaurierhalle 🦕',
      priceCents: 1000,
      previousQuantity: 1,
      quantity: 0,
    })
  })

  it('writes nothing for a line another tab changed meanwhile, and says so', async () => {
    const { user, events } = renderCart({ lines: [article] })
    // Changed without this page hearing it yet.
    localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(withQuantity(article, 5))))
    await user.click(button('Plüsch-T-Rex 🦖 entfernen'))
    expect(announcement()).toBe(
      'Diese Zeile wurde inzwischen anderswo geändert. Sie sehen jetzt den neuen Stand.',
    )
    expect(stored(KEYS.cart)).toEqual(storedCart(withQuantity(article, 5)))
    expect(events).toEqual([])
  })

  it('says so when the browser refuses to store, and tells the host page', async () => {
    const { warn, error } = consoleSpies()
    const { user, events } = renderCart({ lines: [article] })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await user.click(button('Plüsch-T-Rex 🦖 entfernen'))
    expect(announcement()).toBe('Der Warenkorb konnte nicht geändert werden: Ihr Browser speichert nichts.')
    expect(cartLines()).toHaveLength(1)
    await waitFor(() =>
      expect(events.map((e) => e.detail)).toEqual([expect.objectContaining({ code: 'storage' })]),
    )
    expect(warn).toHaveBeenCalled()
    expect(error).toHaveBeenCalled()
  })
})
