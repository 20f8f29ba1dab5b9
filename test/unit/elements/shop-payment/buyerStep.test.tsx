/**
 * <shop-payment>'s buyer step: the methods wait for a buyer; the guest form checks a field when the visitor leaves it
 * and all of them on continue (focus on the first with a message); a taken address leads to the sign-in; a signed-in
 * customer sees who orders and no form; what was typed is there again when the checkout opens again in this tab.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { readAuthData } from '../../../../src/domain/shop/user'
import { CUSTOMER_EMAIL, CUSTOMER_PASSWORD } from '../../../msw/authHandlers'
import { requestsTo } from '../../../msw/requestLog'
import { storeCart } from './checkoutFixtures'
import { forgetPayPal, loadPayPal, renderPayment, setLoginCookie } from './shopPaymentRender'

beforeEach(forgetPayPal)

const field = (name: string) => screen.getByLabelText(name)
const methods = () => screen.queryByRole('radio', { name: 'PayPal' })

function renderAnonymous() {
  storeCart()
  return renderPayment({}, {}, { anonymous: true })
}

describe('<shop-payment>: an anonymous visitor', () => {
  it('sees the guest form and no methods; a field is checked on leaving it, not on each key', async () => {
    const { user } = renderAnonymous()
    await screen.findByRole('group', { name: 'Ihre Angaben' })
    expect(methods()).toBeNull()
    const consent = field('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.')
    expect(consent).not.toBeChecked()
    await user.type(field('E-Mail-Adresse'), 'erika@')
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull()
    await user.tab()
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    )
    expect(field('E-Mail-Adresse')).toBeInvalid()
    await user.type(field('E-Mail-Adresse'), 'example.org')
    expect(field('E-Mail-Adresse')).toHaveAccessibleDescription('')
  })

  it('checks every field on continue and moves the focus to the first one with a message', async () => {
    const { user } = renderAnonymous()
    await user.type(await screen.findByLabelText('Vorname'), 'Erika')
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }))
    expect(field('Nachname')).toHaveFocus()
    expect(field('Nachname')).toHaveAccessibleDescription('Bitte geben Sie Ihren Nachnamen ein.')
    expect(field('E-Mail-Adresse wiederholen')).toHaveAccessibleDescription(
      'Bitte geben Sie Ihre E-Mail-Adresse noch einmal ein.',
    )
    expect(field('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.')).toHaveAccessibleDescription(
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    )
    expect(requestsTo('/api/v4/auth')).toHaveLength(0)
  })

  it('becomes a guest on continue, then sees who orders and the methods', async () => {
    const { user } = renderAnonymous()
    await user.type(await screen.findByLabelText('Vorname'), 'Erika')
    await user.type(field('Nachname'), 'Muster')
    await user.type(field('E-Mail-Adresse'), 'erika@example.org')
    await user.type(field('E-Mail-Adresse wiederholen'), 'erika@example.org')
    await user.click(field('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.'))
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }))
    const summary = await screen.findByText('Sie bestellen als Erika Muster (erika@example.org).')
    expect(summary.parentElement).toHaveFocus()
    expect(readAuthData()?.uid).toBe('guest-1-7f3a')
    await loadPayPal()
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
  })

  it('reads a taken address in its language and signs in instead: wrong, then right', async () => {
    const { user } = renderAnonymous()
    await user.type(await screen.findByLabelText('Vorname'), 'Bruce')
    await user.type(field('Nachname'), 'Wayne')
    await user.type(field('E-Mail-Adresse'), CUSTOMER_EMAIL)
    await user.type(field('E-Mail-Adresse wiederholen'), CUSTOMER_EMAIL)
    await user.click(field('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.'))
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }))
    await waitFor(() =>
      expect(field('E-Mail-Adresse')).toHaveAccessibleDescription(
        'Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.',
      ),
    )
    expect(field('E-Mail-Adresse')).toHaveFocus()
    await user.click(screen.getAllByRole('button', { name: 'Anmelden' })[0]!)
    expect(field('E-Mail-Adresse')).toHaveValue(CUSTOMER_EMAIL)
    expect(field('Passwort')).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      'https://shop.demo-museum.de/#/login',
    )
    await user.type(field('Passwort'), 'falsch')
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort stimmt nicht.')
    expect(field('Passwort')).toHaveValue('')
    expect(field('Passwort')).toHaveFocus()
    await user.type(field('Passwort'), CUSTOMER_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await screen.findByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)
    expect(readAuthData()?.uid).toBe(CUSTOMER_EMAIL)
  })

  it('finds what it typed again when the checkout opens again in this tab', async () => {
    const first = renderAnonymous()
    await first.user.type(await screen.findByLabelText('Vorname'), 'Erika')
    await first.user.type(field('E-Mail-Adresse'), 'erika@example.org')
    first.unmount()
    renderPayment({}, {}, { anonymous: true })
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Erika')
    expect(field('E-Mail-Adresse')).toHaveValue('erika@example.org')
  })
})

describe('<shop-payment>: a signed-in customer', () => {
  it('sees who orders, asked of the server, no form, and the methods; signing out brings the form', async () => {
    setLoginCookie({ 'access-token': 'tok', client: 'c', uid: CUSTOMER_EMAIL, expiry: 4102444800 })
    storeCart()
    const { user } = renderPayment()
    await screen.findByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)
    expect(screen.queryByLabelText('Vorname')).toBeNull()
    await loadPayPal()
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    expect(await screen.findByLabelText('Vorname')).toHaveFocus()
    expect(methods()).toBeNull()
    expect(readAuthData()).toBeNull()
  })

  it('is asked of the server once for two checkouts on the page', async () => {
    setLoginCookie({ 'access-token': 'tok', client: 'c', uid: CUSTOMER_EMAIL, expiry: 4102444800 })
    storeCart()
    renderPayment()
    renderPayment()
    await waitFor(() =>
      expect(screen.getAllByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)).toHaveLength(2),
    )
    expect(requestsTo('/api/v4/auth/validate_token')).toHaveLength(1)
  })
})
