/**
 * The cart element's writes: a line's quantity, a line removed, a donation removed, in both storage formats. What
 * is stored besides the changed line stays as it was; the last removal leaves the empty cart of the format.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { readCart, readDonations } from '../../../../src/domain/cart/storedCart'
import { removeCartLine, removeDonation, setCartLineQuantity } from '../../../../src/domain/cart/lineChanges'
import { StorageError } from '../../../../src/domain/errors'
import { STORAGE_CHANGED_EVENT } from '../../../../src/domain/browser/storage'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { storedCart, TWO_DAY_TICKETS } from '../../../helpers/storedCart'

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value))
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

/** A timed ticket line with a field this code does not read (as a hold's token would be). */
const ADULTS = {
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time: '2036-05-30T11:30:00+02:00', reservations: ['tok_1'] },
  name: 'Erwachsene',
  price_cents: 1200,
  ticket_type: 'time_slot',
}
const CATALOGUE = {
  type: 'Merchandise',
  attributes: { id: 3, quantity: 1 },
  name: 'Katalog',
  price_cents: 2500,
}
/** An item the reader leaves out: it must survive every change. */
const FOREIGN = { kind: 'coupon', code: 'SPRING' }

/** The reader says once that it left FOREIGN out. */
function expectForeignLeftOut() {
  const { warn } = consoleSpies()
  onTestFinished(() =>
    expect(warn).toHaveBeenCalledWith(
      `[museum-shop] Left out unreadable cart items stored under "${KEYS.cart}"`,
    ),
  )
}

/** The line of the default cart the reader names `name`. */
function lineNamed(name: string, variant: 'default' | 'special' = 'default') {
  const line = readCart(variant, KEYS).items.find((item) => item.name === name)
  if (!line) throw new Error(`no line ${name}`)
  return line
}

describe('default variant', () => {
  it("sets a line's quantity, keeping its other fields, the other items and the cart's own fields", () => {
    expectForeignLeftOut()
    store(KEYS.cart, { ...storedCart(ADULTS, FOREIGN, CATALOGUE), savedAt: 1 })
    expect(setCartLineQuantity('default', KEYS, lineNamed('Erwachsene'), 3)).toBe(true)
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [{ ...ADULTS, attributes: { ...ADULTS.attributes, quantity: 3 } }, FOREIGN, CATALOGUE],
      savedAt: 1,
    })
  })

  it("sets a line's attributes with its quantity in one write (a hold's new token)", () => {
    store(KEYS.cart, storedCart(ADULTS, CATALOGUE))
    const writes = vi.spyOn(Storage.prototype, 'setItem')
    const patch = { reservations: ['tok_2'] }
    expect(setCartLineQuantity('default', KEYS, lineNamed('Erwachsene'), 3, patch)).toBe(true)
    expect(writes).toHaveBeenCalledTimes(1)
    expect(stored(KEYS.cart)).toEqual(
      storedCart(
        { ...ADULTS, attributes: { ...ADULTS.attributes, quantity: 3, reservations: ['tok_2'] } },
        CATALOGUE,
      ),
    )
  })

  it('removes a line; the last one leaves the empty cart of the format', () => {
    expectForeignLeftOut()
    store(KEYS.cart, storedCart(ADULTS, FOREIGN, CATALOGUE))
    expect(removeCartLine('default', KEYS, lineNamed('Erwachsene'))).toBe(true)
    expect(stored(KEYS.cart)).toEqual(storedCart(FOREIGN, CATALOGUE))
    expect(removeCartLine('default', KEYS, lineNamed('Katalog'))).toBe(true)
    expect(stored(KEYS.cart)).toEqual(storedCart(FOREIGN))

    store(KEYS.cart, storedCart(TWO_DAY_TICKETS))
    expect(removeCartLine('default', KEYS, lineNamed(TWO_DAY_TICKETS.name))).toBe(true)
    expect(stored(KEYS.cart)).toEqual({ version: 1, items: [] })
  })

  it('of two lines that read alike, changes one', () => {
    store(KEYS.cart, storedCart(CATALOGUE, CATALOGUE))
    expect(removeCartLine('default', KEYS, lineNamed('Katalog'))).toBe(true)
    expect(stored(KEYS.cart)).toEqual(storedCart(CATALOGUE))
  })

  it('leaves a line that changed meanwhile (another tab) alone and says so', () => {
    store(KEYS.cart, storedCart(ADULTS, CATALOGUE))
    const shown = lineNamed('Erwachsene')
    const elsewhere = storedCart({ ...ADULTS, attributes: { ...ADULTS.attributes, quantity: 5 } }, CATALOGUE)
    store(KEYS.cart, elsewhere)
    const changed = vi.fn()
    window.addEventListener(STORAGE_CHANGED_EVENT, changed)
    expect(setCartLineQuantity('default', KEYS, shown, 3)).toBe(false)
    expect(removeCartLine('default', KEYS, shown)).toBe(false)
    window.removeEventListener(STORAGE_CHANGED_EVENT, changed)
    expect(stored(KEYS.cart)).toEqual(elsewhere)
    expect(changed).not.toHaveBeenCalled()
  })

  it('announces the write, so readers in the page follow it', () => {
    store(KEYS.cart, storedCart(CATALOGUE))
    const keys: unknown[] = []
    const onChange = (event: Event) => keys.push((event as CustomEvent<{ key: string }>).detail.key)
    window.addEventListener(STORAGE_CHANGED_EVENT, onChange)
    setCartLineQuantity('default', KEYS, lineNamed('Katalog'), 2)
    window.removeEventListener(STORAGE_CHANGED_EVENT, onChange)
    expect(keys).toEqual([KEYS.cart])
  })

  it.each([0, -1, 1.5, Number.MAX_SAFE_INTEGER])('refuses the quantity %s', (quantity) => {
    store(KEYS.cart, storedCart(CATALOGUE))
    expect(() => setCartLineQuantity('default', KEYS, lineNamed('Katalog'), quantity)).toThrow(RangeError)
    expect(stored(KEYS.cart)).toEqual(storedCart(CATALOGUE))
  })

  it('says so when storage refuses the write', () => {
    store(KEYS.cart, storedCart(CATALOGUE))
    const line = lineNamed('Katalog')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    expect(() => removeCartLine('default', KEYS, line)).toThrow(StorageError)
  })
})

describe('special variant', () => {
  const ticket = {
    id: 51,
    ticketTitle: 'Erwachsene',
    priceInCents: 1200,
    count: 2,
    type: 'Ticket',
    hold: 'x',
  }
  const article = { id: 31, title: 'Poster', priceCents: 990, amount: 1 }

  it('sets the count of a ticket and the amount of an article in their own lists', () => {
    store(KEYS.specialTickets, [ticket])
    store(KEYS.specialMerchandise, [article])
    expect(setCartLineQuantity('special', KEYS, lineNamed('Erwachsene', 'special'), 4)).toBe(true)
    expect(setCartLineQuantity('special', KEYS, lineNamed('Poster', 'special'), 2)).toBe(true)
    expect(stored(KEYS.specialTickets)).toEqual([{ ...ticket, count: 4 }])
    expect(stored(KEYS.specialMerchandise)).toEqual([{ ...article, amount: 2 }])
  })

  it("keeps a ticket's attributes beside its own fields", () => {
    store(KEYS.specialTickets, [{ ...ticket, reservations: ['tok_1'] }])
    const line = lineNamed('Erwachsene', 'special')
    expect(setCartLineQuantity('special', KEYS, line, 3, { reservations: ['tok_2'] })).toBe(true)
    expect(stored(KEYS.specialTickets)).toEqual([{ ...ticket, count: 3, reservations: ['tok_2'] }])
  })

  it('removes the last line of each list, leaving empty lists', () => {
    store(KEYS.specialTickets, [ticket])
    store(KEYS.specialMerchandise, [article])
    expect(removeCartLine('special', KEYS, lineNamed('Poster', 'special'))).toBe(true)
    expect(removeCartLine('special', KEYS, lineNamed('Erwachsene', 'special'))).toBe(true)
    expect(stored(KEYS.specialTickets)).toEqual([])
    expect(stored(KEYS.specialMerchandise)).toEqual([])
  })

  it("never touches the default variant's key", () => {
    store(KEYS.cart, storedCart(CATALOGUE))
    store(KEYS.specialMerchandise, [article])
    removeCartLine('special', KEYS, lineNamed('Poster', 'special'))
    expect(stored(KEYS.cart)).toEqual(storedCart(CATALOGUE))
  })
})

describe('donations', () => {
  const five = { value: 500, campaign_id: 1 }
  const ten = { value: 1000, campaign_id: 2 }

  it('removes one of two equal donations, keeping entries it cannot read', () => {
    store(KEYS.donations, [five, { value: 'x' }, ten, five])
    expect(removeDonation(KEYS, five)).toBe(true)
    expect(stored(KEYS.donations)).toEqual([{ value: 'x' }, ten, five])
    expect(readDonations(KEYS).items).toEqual([ten, five])
  })

  it('leaves the empty list after the last one', () => {
    store(KEYS.donations, [ten])
    expect(removeDonation(KEYS, ten)).toBe(true)
    expect(stored(KEYS.donations)).toEqual([])
  })

  it('writes nothing for a donation that is gone', () => {
    store(KEYS.donations, [ten])
    expect(removeDonation(KEYS, five)).toBe(false)
    localStorage.removeItem(KEYS.donations)
    expect(removeDonation(KEYS, ten)).toBe(false)
    expect(localStorage.getItem(KEYS.donations)).toBeNull()
  })
})
