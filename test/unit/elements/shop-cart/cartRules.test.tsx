/**
 * The rules of the choosing elements, kept by <shop-cart>: a ticket that asks for names gets the new person's name in
 * the line before "+" counts them, and loses its last person on "−"; a missing name is asked where it is missing; an
 * event line stops at its date's most per booking, a ticket line at its `max_persons`, each with the words of the
 * element that chose it, announced, and nothing written.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { CART_LINES, storedCart } from '../../../helpers/storedCart'
import { requestsTo } from '../../../msw/requestLog'
import { announcement, lineNamed, renderCart, stored } from './renderCart'

const ANNA = { name: 'Anna', surname: 'Muster' }
const BEN = { name: 'Ben', surname: 'Beispiel' }
const TIME = '2026-05-30T14:00:00+02:00'
/** The documented ticket, which asks a name per person, at a time with room. */
const named = (quantity: number, attendees: unknown[]) => ({
  type: 'Ticket',
  attributes: { id: 247, quantity, time: TIME, attendees },
  name: 'El Siglo de Oro',
  price_cents: 1200,
  ticket_type: 'time_slot',
})
const NAMED = 'El Siglo de Oro, Sa, 30. Mai, 14:00 Uhr'
/** Date 105 of workshop 22: at most 4 per booking, 7 seats left. */
const workshop = (quantity: number) => ({
  type: 'Event',
  attributes: { id: 105, quantity },
  event_id: 22,
  name: 'Holzschnitt 2',
  price_cents: 1200,
})
const button = (name: string) => screen.getByRole('button', { name })
const field = (name: string) => screen.getByRole('textbox', { name })

describe('a ticket line that names its persons', () => {
  it('asks the new person\'s name in the line on "+", and counts them only with it', async () => {
    const { user, events } = renderCart({ lines: [named(2, [ANNA, BEN])] })
    expect(lineNamed('El Siglo de Oro')).toHaveTextContent('Anna Muster')
    await user.click(button(`${NAMED} erhöhen`))
    await waitFor(() => expect(field('Vorname, Person 3')).toHaveFocus())
    expect(announcement()).toBe('Bitte den Namen der neuen Person eingeben.')
    expect(screen.getByRole('group', { name: 'Person 3 · El Siglo de Oro' })).toBeVisible()
    expect(stored(KEYS.cart)).toEqual(storedCart(named(2, [ANNA, BEN])))

    await user.click(button('Person hinzufügen'))
    expect(screen.getByText('Bitte den Vornamen eingeben.')).toBeVisible()
    expect(field('Vorname, Person 3')).toHaveFocus()
    await user.type(field('Vorname, Person 3'), '  Clara ')
    await user.type(field('Nachname, Person 3'), 'Probe')
    await user.keyboard('{Enter}')

    await waitFor(() => expect(announcement()).toBe(`${NAMED}: jetzt 3`))
    const clara = { name: 'Clara', surname: 'Probe' }
    expect(stored(KEYS.cart)).toEqual(storedCart(named(3, [ANNA, BEN, clara])))
    await waitFor(() => expect(button(`${NAMED} erhöhen`)).toHaveFocus())
    expect(events.map((event) => event.name)).toEqual(['shop-cart-changed'])
    // The names are asked before a step up, past the cache, and once more when they are given.
    expect(requestsTo('/tickets/list_and_quotas')).toHaveLength(2)
  })

  it('writes nothing when the names are cancelled, and gives the keyboard back to "+"', async () => {
    const { user } = renderCart({ lines: [named(1, [ANNA])] })
    await user.click(button(`${NAMED} erhöhen`))
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(button(`${NAMED} erhöhen`)).toHaveFocus()
    expect(stored(KEYS.cart)).toEqual(storedCart(named(1, [ANNA])))
  })

  it('takes the last person off on "−", name and all', async () => {
    const { user } = renderCart({ lines: [named(2, [ANNA, BEN])] })
    await user.click(button(`${NAMED} verringern`))
    await waitFor(() => expect(announcement()).toBe(`${NAMED}: jetzt 1`))
    expect(stored(KEYS.cart)).toEqual(storedCart(named(1, [ANNA])))
    expect(lineNamed('El Siglo de Oro')).not.toHaveTextContent('Ben Beispiel')
  })

  it('says which person lacks a name and asks it there, the quantity kept', async () => {
    const { user } = renderCart({ lines: [named(3, [ANNA, BEN])] })
    const line = lineNamed('El Siglo de Oro')
    expect(line).toHaveTextContent('Person 3: Name fehlt')
    await user.click(within(line).getByRole('button', { name: 'Namen für Person 3 eintragen' }))
    await user.type(field('Vorname, Person 3'), 'Clara')
    await user.type(field('Nachname, Person 3'), 'Probe')
    await user.click(button('Namen speichern'))
    expect(announcement()).toBe(`${NAMED}: Name für Person 3 gespeichert`)
    expect(stored(KEYS.cart)).toEqual(storedCart(named(3, [ANNA, BEN, { name: 'Clara', surname: 'Probe' }])))
    expect(line).not.toHaveTextContent('Name fehlt')
  })
})

describe('a limit per booking', () => {
  it("stops an event line at its date's most per booking, in the event element's words", async () => {
    const { user, events } = renderCart({ lines: [workshop(4)] })
    await user.click(button('Holzschnitt 2 erhöhen'))
    await waitFor(() => expect(announcement()).toBe('Holzschnitt 2: höchstens 4 pro Buchung'))
    expect(lineNamed('Holzschnitt 2')).toHaveTextContent('höchstens 4 pro Buchung')
    expect(button('Holzschnitt 2 erhöhen')).toHaveFocus()
    expect(stored(KEYS.cart)).toEqual(storedCart(workshop(4)))
    expect(events).toEqual([])
    expect(requestsTo('/events/22/dates')).toHaveLength(1)
  })

  it('lets an event line above its limit come down', async () => {
    const { user } = renderCart({ lines: [workshop(10)] })
    await user.click(button('Holzschnitt 2 verringern'))
    await waitFor(() => expect(announcement()).toBe('Holzschnitt 2: jetzt 9'))
    expect(stored(KEYS.cart)).toEqual(storedCart(workshop(9)))
  })

  it("stops a ticket line at its max_persons, in the ticket element's words", async () => {
    const family = { ...CART_LINES.family, attributes: { ...CART_LINES.family.attributes, quantity: 6 } }
    const { user } = renderCart({ lines: [family] })
    const label = 'Familie (pro Person), Sa, 30. Mai, 10:30 Uhr'
    await user.click(button(`${label} erhöhen`))
    await waitFor(() => expect(announcement()).toBe(`${label}: höchstens 6 pro Buchung`))
    expect(stored(KEYS.cart)).toEqual(storedCart(family))
  })

  it("asks the dates of an event line the museum's shop wrote, its event named in the order item", async () => {
    const { user } = renderCart({ lines: [CART_LINES.event] })
    await user.click(button('Nachts im Museum 🦖🔦 erhöhen'))
    await waitFor(() => expect(announcement()).toBe('Nachts im Museum 🦖🔦: jetzt 2'))
    expect(requestsTo('/events/21/dates')).toHaveLength(1)
  })

  it('leaves an event line that names no event to the server, as before', async () => {
    const { event_id: _unnamed, ...line } = workshop(4)
    const { user } = renderCart({ lines: [line] })
    await user.click(button('Holzschnitt 2 erhöhen'))
    await waitFor(() => expect(announcement()).toBe('Holzschnitt 2: jetzt 5'))
    expect(requestsTo('/events/22/dates')).toHaveLength(0)
  })
})
