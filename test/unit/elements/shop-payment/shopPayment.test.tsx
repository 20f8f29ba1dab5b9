/**
 * <shop-payment> before anyone pays: what it shows for the stored cart, and the messages when it cannot offer a
 * method (empty cart, unreadable storage, no PayPal client id, wrong environment, PayPal's script failing).
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearCart, readCart } from '../../../../src/domain/cart/storedCart'
import { removeCartLine } from '../../../../src/domain/cart/lineChanges'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { setPaymentPhase } from '../../../../src/store/paymentActions'
import { consoleSpies } from '../../../helpers/consoleLines'
import { knobs } from '../../../msw/knobs'
import { storeCart } from './checkoutFixtures'
import userEvent from '@testing-library/user-event'
import { forgetPayPal, loadPayPal, payPalScript, renderPayment, servePaymentModes } from './shopPaymentRender'

beforeEach(forgetPayPal)

/** Matches a euro amount as the element shows it in German ("49,99 €", with a no-break space). */
const euros = (amount: string) => new RegExp(`^${amount}\\s€$`)

/** A node's text without what its styles hide, white space as plain spaces. */
function shownText(node: Node): string {
  if (node instanceof Element && getComputedStyle(node).display === 'none') return ''
  if (node instanceof Text) return node.data.replace(/\s/g, ' ')
  return [...node.childNodes].map(shownText).join('')
}

describe('<shop-payment>: what is paid for', () => {
  it('lists the cart lines, the donation and the total in the shop currency', async () => {
    storeCart()
    renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    // The campaign's name comes with the shop.
    await within(table).findByText(/Neue Dinosaurierhalle/)
    // What assistive technology reads: the quantity cell's narrow-layout text is hidden where the columns fit.
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map(shownText))
    expect(rows).toEqual([
      ['Artikel', 'Anzahl', 'Betrag'],
      ['Tageskarte', '2', '25,00 €'],
      ['Katalog', '1', '19,99 €'],
      ['Spende: Neue Dinosaurierhalle 🦕', '1', '5,00 €'],
      ['Gesamtbetrag', '49,99 €'],
    ])
    expect(within(table).getByRole('rowheader', { name: 'Gesamtbetrag' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: euros('49,99') })).toBeInTheDocument()
  })

  it('names each donation after its campaign, and a campaign the shop does not know with the word alone', async () => {
    const donations = [
      { value: 500, campaign_id: 1 },
      { value: 700, campaign_id: 2 },
      { value: 300, campaign_id: 99 },
    ]
    localStorage.setItem(STORAGE_KEYS.donations, JSON.stringify(donations))
    renderPayment()
    const table = await screen.findByRole('table', { name: 'Ihre Bestellung' })
    await within(table).findByText(/Große Welle/)
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => row.querySelector('td')?.textContent)
    expect(firstCells).toEqual([
      'Spende: Neue Dinosaurierhalle 🦕',
      'Spende: Restaurierung „Große Welle“',
      'Spende',
    ])
  })

  it('shows a cart name as text, never as markup', async () => {
    const items = [
      { type: 'Ticket', attributes: { id: 7, quantity: 1 }, name: '<img src=x>Karte', price_cents: 1250 },
    ]
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 1, items }))
    renderPayment()
    expect(await screen.findByRole('cell', { name: '<img src=x>Karte' })).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })

  it('follows a cart changed in another tab', async () => {
    storeCart()
    renderPayment()
    await screen.findByRole('cell', { name: 'Katalog' })
    localStorage.removeItem(STORAGE_KEYS.cart)
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart })))
    expect(screen.queryByRole('cell', { name: 'Katalog' })).toBeNull()
    const total = screen.getByRole('rowheader', { name: 'Gesamtbetrag' }).closest('tr')
    expect(total).toHaveTextContent(euros('Gesamtbetrag5,00'))
  })

  it('follows a line removed in this page (a cart element beside it)', async () => {
    storeCart()
    renderPayment()
    await screen.findByRole('cell', { name: 'Katalog' })
    const line = readCart('default', STORAGE_KEYS).items.find((item) => item.name === 'Katalog')
    act(() => void (line && removeCartLine('default', STORAGE_KEYS, line)))
    expect(screen.queryByRole('cell', { name: 'Katalog' })).toBeNull()
  })

  it('keeps the cart it pays for while a payment is under way, and reads it again after', async () => {
    storeCart()
    renderPayment()
    await screen.findByRole('cell', { name: 'Katalog' })
    act(() => setPaymentPhase('captured'))
    act(() => clearCart('default', STORAGE_KEYS))
    expect(screen.getByRole('cell', { name: 'Katalog' })).toBeInTheDocument()
    act(() => setPaymentPhase('idle'))
    expect(screen.queryByRole('cell', { name: 'Katalog' })).toBeNull()
  })
})

describe('<shop-payment>: when nothing can be paid', () => {
  it('says the cart is empty, offers no method and loads no PayPal script', async () => {
    renderPayment()
    expect(await screen.findByRole('status')).toHaveTextContent('Ihr Warenkorb ist leer.')
    expect(screen.queryByRole('radio')).toBeNull()
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('says the cart cannot be read when storage holds something else, and reports it', async () => {
    const { warn, error } = consoleSpies()
    localStorage.setItem(STORAGE_KEYS.cart, '{not json')
    const { events } = renderPayment()
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Warenkorb konnte nicht gelesen werden.')
    expect(screen.queryByRole('radio')).toBeNull()
    await waitFor(() =>
      expect(events).toContainEqual({
        name: 'shop-error',
        detail: expect.objectContaining({ element: 'shop-payment', code: 'storage' }),
      }),
    )
    expect(warn).toHaveBeenCalledWith(`[museum-shop] "${STORAGE_KEYS.cart}" is not valid JSON`)
    expect(error).toHaveBeenCalledWith(
      `[museum-shop] <shop-payment> "${STORAGE_KEYS.cart}" is not valid JSON (storage)`,
    )
  })

  it('says "client is not set" when the shop has no PayPal client id and no other payment mode', async () => {
    const { warn, error } = consoleSpies()
    storeCart()
    servePaymentModes({ '5': { id: 5, name: 'PayPal', type: 'pay_pal' } })
    renderPayment()
    expect(await screen.findByRole('alert')).toHaveTextContent('client is not set')
    expect(screen.getByRole('table', { name: 'Ihre Bestellung' })).toBeInTheDocument()
    expect(document.head.querySelector('script')).toBeNull()
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[museum-shop] <shop-payment> client is not set (payment_sdk)'),
    )
    expect(warn).toHaveBeenCalledWith(
      '[museum-shop] <shop-payment> offers no payment method: client is not set',
    )
  })

  it('offers the only other mode without asking when the shop has no PayPal client id', async () => {
    storeCart()
    servePaymentModes({ '5': { id: 5, name: 'Rechnung', type: 'invoice' } })
    renderPayment()
    expect(
      await screen.findByRole('button', { name: /^Zahlungspflichtig bestellen \(49,99\s€\)$/ }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('refuses an environment other than production or sandbox', async () => {
    const { warn, error } = consoleSpies()
    storeCart()
    renderPayment({ environment: 'staging' })
    expect(await screen.findByRole('alert')).toHaveTextContent('environment must be production or sandbox')
    expect(document.head.querySelector('script')).toBeNull()
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[museum-shop] <shop-payment> environment must be production or sandbox (payment_sdk)',
      ),
    )
    expect(warn).toHaveBeenCalledWith(
      '[museum-shop] <shop-payment> offers no payment method: environment must be production or sandbox',
    )
  })

  it('says the methods could not be loaded when the script fails, reports it, and loads it again on "try again"', async () => {
    const { warn, error } = consoleSpies()
    storeCart()
    const { events } = renderPayment()
    const script = await payPalScript()
    act(() => script.dispatchEvent(new Event('error')))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Zahlungsarten konnten gerade nicht geladen werden.')
    expect(alert).not.toHaveTextContent('Error loading PayPal script')
    expect(screen.queryByRole('radio')).toBeNull()
    await waitFor(() =>
      expect(events).toContainEqual({
        name: 'shop-payment-failed',
        detail: { method: 'PayPal', message: 'Error loading PayPal script', stage: 'sdk' },
      }),
    )
    expect(events).toContainEqual({
      name: 'shop-error',
      detail: { element: 'shop-payment', code: 'payment_sdk', message: 'Error loading PayPal script' },
    })
    // The loader says which script failed; the element adds its own line and names what it cannot offer.
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[museum-shop\] PayPal's script: .*Could not load https:\/\/www\.paypal\.com\/sdk\/js\?/,
      ),
    )
    expect(error).toHaveBeenCalledWith(
      '[museum-shop] <shop-payment> Error loading PayPal script (payment_sdk)',
    )
    expect(warn).toHaveBeenCalledWith(
      '[museum-shop] <shop-payment> offers no payment method: Error loading PayPal script',
    )

    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(document.activeElement).toHaveAttribute('data-shop-element', 'shop-payment')
    await waitFor(() => expect(script.isConnected).toBe(false))
    await loadPayPal({ eligible: ['paypal'] })
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says payment is not possible here, without "try again", when the script leaves no usable paypal namespace', async () => {
    const { warn, error } = consoleSpies()
    storeCart()
    renderPayment()
    const script = await payPalScript()
    Reflect.set(window, 'paypal', { version: 'something else' })
    act(() => script.dispatchEvent(new Event('load')))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Die Zahlung ist auf dieser Seite gerade nicht möglich.')
    expect(within(alert).queryByRole('button')).toBeNull()
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[museum-shop] <shop-payment> paypal is not loaded properly (payment_sdk)',
      ),
    )
    expect(warn).toHaveBeenCalledWith(
      '[museum-shop] <shop-payment> offers no payment method: paypal is not loaded properly',
    )
  })
})

describe('<shop-payment>: a shop that failed', () => {
  it('keeps the cart above the visitor’s sentence, names the donation with the word alone, and offers "try again"', async () => {
    const { error } = consoleSpies()
    knobs.failures.shop = 'http500'
    storeCart()
    renderPayment()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Der Shop antwortet gerade nicht.')
    expect(alert).not.toHaveTextContent('500')
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[museum-shop] <shop-payment> 500 Internal Server Error (http)'),
    )
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).getByRole('cell', { name: 'Spende' })).toBeInTheDocument()
    expect(table.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    knobs.failures = {}
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    await loadPayPal({ eligible: ['paypal'] })
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'Spende: Neue Dinosaurierhalle 🦕' })).toBeInTheDocument()
  })
})

describe('<shop-payment>: PayPal script', () => {
  it('loads the production SDK with client id, currency, locale and the components of the methods', async () => {
    storeCart()
    renderPayment()
    const url = new URL((await payPalScript()).src)
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js')
    expect(url.searchParams.get('client-id')).toBe('test-client-id')
    expect(url.searchParams.get('currency')).toBe('EUR')
    expect(url.searchParams.get('locale')).toBe('de_DE')
    expect(url.searchParams.get('components')?.split(',')).toContain('buttons')
    expect(url.searchParams.has('merchant-id')).toBe(false)
  })

  it('loads the sandbox SDK in English with the page’s CSP nonce when told so', async () => {
    storeCart()
    renderPayment({ environment: 'sandbox', cspNonce: 'n0nce' }, { locale: 'en' })
    const script = await payPalScript()
    expect(new URL(script.src).origin).toBe('https://www.sandbox.paypal.com')
    expect(new URL(script.src).searchParams.get('locale')).toBe('en_US')
    expect(script.getAttribute('data-csp-nonce')).toBe('n0nce')
    expect(script.getAttribute('nonce')).toBe('n0nce')
  })

  it('shows the cart at once, and a busy placeholder of the methods until the script has loaded', async () => {
    storeCart()
    renderPayment()
    // Before the shop has answered: the cart in the default currency, the campaign's name still to come.
    const table = screen.getByRole('table', { name: 'Ihre Bestellung' })
    expect(within(table).getByRole('cell', { name: 'Katalog' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: euros('49,99') })).toBeInTheDocument()
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Zahlungsarten werden geladen')
    // Beside the busy frame, not in it: changes inside a busy region may be held back from assistive technology.
    expect(status.parentElement?.querySelector(':scope > [aria-busy="true"]')).not.toBeNull()
    await loadPayPal({ eligible: ['paypal'] })
    expect(await screen.findByRole('radio', { name: 'PayPal' })).not.toBeChecked()
    expect(screen.queryByText(/Zahlungsarten werden geladen/)).toBeNull()
  })
})
