/**
 * The demo's stand-in payment provider: shows the order the fake API sent it (in the address, or posted as a form and
 * turned into the address by the demo server) and returns to the back office's success or failure address.
 */
import { formatCents } from '../src/domain/values/money'

/** The return addresses the demo museum set in the go~mus back office: its stand-in shop's checkout pages. */
const RETURN = {
  success: (token: string) => `/demo/shop/#/checkout/success?ORDERID=${encodeURIComponent(token)}`,
  failure: (message: string) => `/demo/shop/#/checkout/failure?payment_error=${encodeURIComponent(message)}`,
}

const params = new URLSearchParams(window.location.search)
const token = params.get('order') ?? ''
const cents = Number(params.get('amount'))

function show(id: string, text: string): void {
  const element = document.getElementById(id)
  if (element) element.textContent = text
}

show('order', token || '–')
show('amount', Number.isSafeInteger(cents) ? formatCents(cents, 'EUR') : '–')
show('via', params.get('via') === 'form' ? 'als Formular empfangen' : 'über eine Adresse aufgerufen')
document.getElementById('pay')?.addEventListener('click', () => window.location.assign(RETURN.success(token)))
document
  .getElementById('cancel')
  ?.addEventListener('click', () =>
    window.location.assign(RETURN.failure('Zahlung beim Anbieter abgebrochen')),
  )
