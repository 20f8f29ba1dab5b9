/**
 * <shop-cart>'s states: a full cart of every kind of line, the empty cart, lines whose time has passed, a cart that
 * cannot be read, and a cart changed elsewhere (this page, another tab).
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { readCart } from '../../../../src/domain/cart/storedCart'
import { removeCartLine } from '../../../../src/domain/cart/lineChanges'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { TEST_SHOP_DOMAIN } from '../../../helpers/config'
import { CART_LINES, DONATION, PAST_ADULTS, storedCart } from '../../../helpers/storedCart'
import { knobs } from '../../../msw/knobs'
import { cartLines, lineNamed, renderCart } from './renderCart'

const SHOP = `https://${TEST_SHOP_DOMAIN}/`
const { adults, event, tour, article } = CART_LINES

/** A line's text as the visitor reads it, white space (the no-break space before €, too) as single spaces. */
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim()
/** An amount as text whose white space is normalised (as textOf and toHaveTextContent read it). */
const eur = (amount: string) => `${amount} €`

describe('a full cart', () => {
  it('shows every kind of line with its quantity and amount, donations named after their campaign, and the total', async () => {
    renderCart({ lines: [adults, event, tour, article], donations: [DONATION] })
    await screen.findByText('Spende: Neue Dinosaurierhalle 🦕')
    expect(cartLines().map(textOf)).toEqual([
      `Erwachsene 🦕Sa, 30. Mai, 11:30 Uhrje ${eur('12,00')}−2+${eur('24,00')}Entfernen`,
      `Nachts im Museum 🦖🔦je ${eur('15,00')}−1+${eur('15,00')}Entfernen`,
      // A tour is one booking: its participants, no stepper.
      `Führung durch die Sammlung (Deutsch)12 Teilnehmende${eur('90,00')}Entfernen`,
      `Plüsch-T-Rex 🦖je ${eur('19,99')}−1+${eur('19,99')}Entfernen`,
      `Spende: Neue Dinosaurierhalle 🦕${eur('10,00')}Entfernen`,
    ])
    expect(screen.getByText('Gesamt').parentElement).toHaveTextContent(`Gesamt ${eur('158,99')}`)
  })

  it('names each control after its line, with a ticket line its date and time', async () => {
    renderCart({ lines: [adults], donations: [DONATION] })
    const line = lineNamed('Erwachsene 🦕')
    const label = 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr'
    expect(within(line).getByRole('group')).toHaveAccessibleName(label)
    expect(within(line).getByRole('button', { name: `${label} verringern` })).toBeInTheDocument()
    expect(within(line).getByRole('button', { name: `${label} erhöhen` })).toBeInTheDocument()
    expect(within(line).getByRole('status', { name: `${label}, Anzahl` })).toHaveTextContent('2')
    expect(within(line).getByRole('button', { name: `${label} entfernen` })).toHaveTextContent('Entfernen')
    const donation = await screen.findByRole('button', { name: 'Spende: Neue Dinosaurierhalle 🦕 entfernen' })
    // A donation is given once: no stepper.
    expect(within(donation.closest('li')!).queryByRole('group')).toBeNull()
  })

  it("leads to the shop's cart without checkout-url, to checkout-url when it is set", () => {
    const { unmount } = renderCart({ lines: [article] })
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', `${SHOP}#/cart`)
    unmount()
    renderCart({ lines: [article], config: { checkoutUrl: 'https://museum.example/kasse' } })
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
      'href',
      'https://museum.example/kasse',
    )
  })

  it('speaks English with an English locale', async () => {
    renderCart({ lines: [adults], donations: [DONATION], config: { locale: 'en' } })
    await screen.findByText(/^Donation: /)
    expect(screen.getByRole('list', { name: 'Cart' })).toBeInTheDocument()
    expect(screen.getByText('Sat, May 30, 11:30 AM')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Remove Erwachsene 🦕, Sat, May 30, 11:30 AM' }),
    ).toBeInTheDocument()
  })
})

describe('the empty cart', () => {
  it("says so and leads on to the shop's start page", () => {
    renderCart()
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', `${SHOP}#/start`)
  })

  it('leads on to continue-url when it is set; an empty cart in its stored format is empty too', () => {
    localStorage.setItem(KEYS.cart, JSON.stringify(storedCart()))
    localStorage.setItem(KEYS.donations, '[]')
    renderCart({ continueUrl: '/ausstellungen.html' })
    expect(screen.getByText('Ihr Warenkorb ist leer.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute(
      'href',
      'http://localhost:3000/ausstellungen.html',
    )
  })

  it('ignores a continue-url that is no http(s) address, with one console line', () => {
    const { warn } = consoleSpies()
    renderCart({ continueUrl: 'javascript:alert(1)' })
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', `${SHOP}#/start`)
    expect(warn).toHaveBeenCalledWith(
      `[museum-shop] continue-url "javascript:alert(1)" is no http(s) address: ignored`,
    )
  })
})

describe('lines whose time has passed', () => {
  it('are marked, not counted, and can only be removed', () => {
    renderCart({ lines: [PAST_ADULTS, article] })
    const past = lineNamed('Erwachsene 🦕')
    expect(past).toHaveTextContent(`2 × ${eur('12,00')} · Vorbei – wird nicht berechnet`)
    expect(within(past).queryByRole('group')).toBeNull()
    expect(within(past).getByRole('button', { name: /entfernen$/ })).toBeInTheDocument()
    expect(screen.getByText(/werden nicht berechnet\. Sie können sie entfernen\./)).toBeInTheDocument()
    expect(screen.getByText('Gesamt').parentElement).toHaveTextContent(`Gesamt ${eur('19,99')}`)
  })

  it('leave no way to the checkout when nothing else is in the cart', () => {
    renderCart({ lines: [PAST_ADULTS] })
    expect(screen.getByText('Gesamt').parentElement).toHaveTextContent(`Gesamt ${eur('0,00')}`)
    expect(screen.queryByRole('link', { name: 'Zur Kasse' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeInTheDocument()
  })
})

describe('a cart changed elsewhere', () => {
  it('follows a line removed by another element of the page', () => {
    renderCart({ lines: [adults, article] })
    const line = readCart('default', KEYS).items.find((item) => item.name === article.name)
    act(() => void (line && removeCartLine('default', KEYS, line)))
    expect(cartLines()).toHaveLength(1)
  })

  it('follows another tab', () => {
    renderCart({ lines: [adults, article] })
    localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(article)))
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: KEYS.cart })))
    expect(
      cartLines().map((line) => within(line).getByText(/./, { selector: '[part="line-name"]' }).textContent),
    ).toEqual([article.name])
  })
})

describe('a shop that cannot be loaded', () => {
  it('leaves the cart usable, donations named with the word alone, with the failure and "try again" below', async () => {
    const { error } = consoleSpies()
    knobs.failures.shop = 'http500'
    const { events } = renderCart({ lines: [article], donations: [DONATION] })
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Der Shop antwortet gerade nicht.')
    expect(cartLines()).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Spende entfernen' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Kasse' })).toBeInTheDocument()
    await waitFor(() => expect(events.map((e) => e.name)).toContain('shop-error'))
    expect(error).toHaveBeenCalled()
  })
})

describe('a cart that cannot be read', () => {
  it('says so instead of a cart and tells the host page', async () => {
    const { warn } = consoleSpies()
    localStorage.setItem(KEYS.cart, '{"version":1,"items":')
    const { events } = renderCart()
    expect(screen.getByRole('alert')).toHaveTextContent('Ihr Warenkorb kann nicht gelesen werden.')
    await waitFor(() => expect(events.map((e) => e.name)).toEqual(['shop-error']))
    expect(events[0]?.detail).toMatchObject({ element: 'shop-cart', code: 'storage' })
    expect(warn).toHaveBeenCalledWith(`[museum-shop] "${KEYS.cart}" is not valid JSON`)
  })
})
