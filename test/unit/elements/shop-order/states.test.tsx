/**
 * The order element's states: the confirmed order with every line, its documents and calendar entries; the cleanup
 * and the completion event once per order; a payment not yet confirmed; tokens it cannot show; the failure page.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PENDING_PAUSES_MS } from '../../../../elements/shop-order/useOrder'
import { DEFAULT_STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { HOLDS_KEY } from '../../../../src/domain/holds/storage'
import { writeCookie, readCookie } from '../../../../src/domain/browser/cookies'
import { FULL_ORDER_ID, ORDER_TOKENS } from '../../../msw/fixtures/orderTokens'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { newPageView } from '../../../helpers/page'
import { consoleSpies } from '../../../helpers/consoleLines'
import { DONATION, storedCart } from '../../../helpers/storedCart'
import { renderOrder } from './renderOrder'

const FULL = `/danke.html?token=${ORDER_TOKENS.full}`
const KEYS = DEFAULT_STORAGE_KEYS

function fillCart() {
  localStorage.setItem(
    KEYS.cart,
    JSON.stringify(storedCart({ type: 'Ticket', attributes: { id: 50, quantity: 2 } })),
  )
  localStorage.setItem(KEYS.donations, JSON.stringify([DONATION]))
  localStorage.setItem(KEYS.skipDonation, 'true')
  localStorage.setItem(HOLDS_KEY, '{}')
}

describe('a confirmed order', () => {
  beforeEach(fillCart)

  it('thanks with the number and e-mail, lists every line on the museum clock, the donation, the total', async () => {
    renderOrder(FULL)
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
    expect(screen.getByText(`Bestellnummer ${FULL_ORDER_ID}`, { exact: false })).toBeInTheDocument()
    expect(screen.getByText('Die Bestätigung geht an erika@example.org.')).toBeInTheDocument()
    const lines = screen.getAllByRole('listitem').filter((item) => item.getAttribute('part') === 'line')
    expect(lines.map((line) => line.querySelector('[part=line-title]')?.textContent)).toEqual([
      '2 × Erwachsene 🦕',
      '2 × Nachts im Museum',
      '1 × El Siglo de Oro | Gruppenführung',
      '1 × Jahreskarte Museumsverbund Süd',
      '1 × Wertgutschein 25 €',
      'Spende: Neue Dinosaurierhalle 🦕',
    ])
    expect(within(lines[0]!).getByText(/29\. März.*10:00/)).toBeInTheDocument()
    expect(within(lines[1]!).getByText(/25\. Okt.*14:30/)).toBeInTheDocument()
    expect(screen.getByText('Gesamt').parentElement).toHaveTextContent(/Gesamt245,00\s€/)
  })

  it('links one PDF per ticket sale, a wallet pass per barcode, bookings, the voucher and the invoice', async () => {
    renderOrder(FULL)
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('part') === 'document-link')
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Ticket (PDF) herunterladen: Erwachsene 🦕',
      'Apple Wallet, Ticket 1 herunterladen: Erwachsene 🦕',
      'Apple Wallet, Ticket 2 herunterladen: Erwachsene 🦕',
      'Buchung (PDF) herunterladen: Nachts im Museum',
      'Führungsbuchung (PDF) herunterladen: El Siglo de Oro | Gruppenführung',
      'Ticket (PDF) herunterladen: Jahreskarte Museumsverbund Süd',
      'Gutschein (PDF) herunterladen: Wertgutschein 25 €',
      `Rechnung (PDF) herunterladen: Bestellnummer ${FULL_ORDER_ID}`,
    ])
    expect(links[0]).toHaveAttribute(
      'href',
      `https://demo-museum.gomus.de/api/v4/orders/${FULL_ORDER_ID}/tickets/42201.pdf?token=${ORDER_TOKENS.full}`,
    )
    expect(links.every((link) => link.hasAttribute('download') && !link.hasAttribute('target'))).toBe(true)
    // Dated lines get a calendar entry; the annual ticket and the voucher do not.
    expect(screen.getAllByRole('link', { name: /^In den Kalender/ })).toHaveLength(3)
  })

  it("shows the museum's after-sale text as text, its address as a link", async () => {
    renderOrder(FULL)
    const notice = await screen.findByText(/Einlass über den Seiteneingang/)
    expect(notice.querySelector('img')).toBeNull()
    expect(notice).toHaveTextContent('<img src=x onerror=alert(1)>')
    expect(within(notice).getByRole('link', { name: 'https://example.org/lageplan' })).toBeInTheDocument()
  })

  it('says which lines may be withdrawn from and links the form with the order number', async () => {
    renderOrder(FULL, { withdrawalUrl: '/widerruf.html' })
    const link = await screen.findByRole('link', { name: 'Widerruf erklären' })
    expect(link).toHaveAttribute('href', `/widerruf.html?order=${FULL_ORDER_ID}`)
    expect(screen.getByText(/an einem bestimmten Tag besteht kein Widerrufsrecht/)).toBeInTheDocument()
  })

  it('empties cart, donations, skip flag and holds and announces the order once, not on a reload', async () => {
    const first = renderOrder(FULL)
    await waitFor(() => expect(first.heard['shop-order-completed']).toHaveLength(1))
    expect(first.heard['shop-order-completed']?.[0]).toMatchObject({
      orderId: FULL_ORDER_ID,
      totalCents: 24500,
      currency: 'EUR',
      donations: [{ campaignId: 1, cents: 1000 }],
    })
    expect(JSON.stringify(first.heard['shop-order-completed'])).not.toMatch(/@|erika|token/i)
    for (const key of [KEYS.cart, KEYS.donations, KEYS.skipDonation, HOLDS_KEY])
      expect(localStorage.getItem(key)).toBeNull()
    first.unmount()
    newPageView()
    fillCart()
    const again = renderOrder(FULL)
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
    expect(again.heard['shop-order-completed']).toBeUndefined()
    // A later cart is the visitor's next purchase: a reload of this order leaves it alone.
    expect(localStorage.getItem(KEYS.cart)).not.toBeNull()
  })

  it("asks with the buyer's headers and ends a guest's session after showing the order", async () => {
    const guest = { 'access-token': 'guest-token', client: 'c1', uid: 'guest-4711', expiry: 4102444800 }
    writeCookie('auth_headers', JSON.stringify(guest))
    renderOrder(FULL)
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
    expect(requestsTo(`/api/v4/orders/${ORDER_TOKENS.full}`)[0]?.headers['access-token']).toBe('guest-token')
    await waitFor(() => expect(readCookie('auth_headers')).toBe('[]'))
  })
})

describe('a payment not yet confirmed', () => {
  it('says so, asks again with growing pauses, and never says thanks early', async () => {
    const view = renderOrder(`/danke.html?token=${ORDER_TOKENS.pending}`)
    await screen.findByText('Ihre Zahlung wird noch bestätigt …')
    expect(screen.queryByRole('heading', { name: /Vielen Dank/ })).toBeNull()
    expect(view.heard['shop-order-completed']).toBeUndefined()
    const pauses = PENDING_PAUSES_MS[0] + PENDING_PAUSES_MS[1]
    await screen.findByRole(
      'heading',
      { name: 'Vielen Dank für Ihre Bestellung!' },
      { timeout: pauses + 5000 },
    )
    expect(requestsTo(`/api/v4/orders/${ORDER_TOKENS.pending}`)).toHaveLength(3)
    await waitFor(() => expect(view.heard['shop-order-completed']).toHaveLength(1))
  })
})

describe('an order it cannot show', () => {
  it.each([
    ['an unknown token', 'unknown-token'],
    ["someone else's order", ORDER_TOKENS.foreign],
  ])('%s: a sentence and the ways on, one shop-error', async (_, token) => {
    const { warn, error } = consoleSpies()
    const view = renderOrder(`/danke.html?token=${token}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Diese Bestellung können wir nicht anzeigen')
    expect(within(alert).getByRole('link', { name: 'Zu Ihren Bestellungen im Shop' })).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Kontakt zum Museum' })).toHaveAttribute(
      'href',
      '/kontakt.html',
    )
    // Reported once the message is shown, in an effect of its own: waited for, not assumed.
    await waitFor(() =>
      expect(view.heard['shop-error']).toEqual([expect.objectContaining({ code: 'order_token' })]),
    )
    expect([...warn.mock.calls, ...error.mock.calls].flat().join()).toMatch(
      /<shop-order> The shop API knows no order/,
    )
  })

  it('a failed connection: the sentence and "try again", which loads it', async () => {
    const { warn, error } = consoleSpies()
    knobs.failures.order = 'network'
    const view = renderOrder(FULL)
    await screen.findByText(/nicht erreichbar/)
    expect([...warn.mock.calls, ...error.mock.calls].flat().join()).toMatch(
      /<shop-order> the API cannot be reached at/,
    )
    knobs.failures = {}
    await view.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
  })
})

describe('the failure page', () => {
  it('shows the message as text with the way back to the checkout, the cart untouched', async () => {
    fillCart()
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)> abgelehnt')
    renderOrder(`/kasse.html?payment_error=${hostile}`, {}, { checkoutUrl: 'https://museum.de/kasse.html' })
    const alert = await screen.findByRole('alert')
    expect(alert.querySelector('img')).toBeNull()
    expect(alert).toHaveTextContent('Meldung: <img src=x onerror=alert(1)> abgelehnt')
    expect(alert).toHaveTextContent('Die Zahlung wurde abgelehnt.')
    expect(screen.getByRole('link', { name: 'Zurück zur Kasse' })).toHaveAttribute(
      'href',
      'https://museum.de/kasse.html',
    )
    expect(localStorage.getItem(KEYS.cart)).not.toBeNull()
    expect(requestsTo('/api/v4/orders')).toHaveLength(0)
  })
})
