import type { PayPalCardFieldsComponentOptions, PayPalCardFieldsSubmitOptions } from '@paypal/paypal-js'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentError } from '../../../../../src/api/errors'
import { cardMethod } from '../../../../../elements/shop-payment/card/cardMethod'
import { CaptureDeclinedError } from '../../../../../src/checkout/errors'
import { paymentMethodsMessages } from '../../../../../elements/shop-payment/methodMessages'
import { shopFixture } from '../../../../msw/fixtures/shop'
import { server } from '../../../../msw/server'
import { eligibility, fakeCheckout, installDoubles, renderMethod, type FakeCheckout } from './methodHarness'

/** The options of every CardFields submit, recorded around the double. */
let submits: (PayPalCardFieldsSubmitOptions | undefined)[] = []

beforeEach(() => {
  installDoubles()
  submits = []
  const paypal = window.paypal!
  const create = paypal.CardFields!
  paypal.CardFields = (options?: PayPalCardFieldsComponentOptions) => {
    const form = create(options)
    const submit = form.submit
    form.submit = (submitOptions) => {
      submits.push(submitOptions)
      return submit(submitOptions)
    }
    return form
  }
})

/** Serves the shop with its PayPal mode's acdc_enabled set to `enabled`. */
function serveAcdc(enabled: boolean | undefined): void {
  const body = shopFixture('en')
  const modes = Object.fromEntries(
    Object.entries(body.shop.payment_modes).map(([id, mode]) => [
      id,
      mode.type === 'pay_pal'
        ? { ...mode, settings: enabled === undefined ? {} : { acdc_enabled: enabled } }
        : mode,
    ]),
  )
  server.use(
    http.get('*/api/v4/shop', () => HttpResponse.json({ shop: { ...body.shop, payment_modes: modes } })),
  )
}

/** The pay button, which says the total ("Pay 23,50 €"; prices as the summary shows them). */
const payButton = () => screen.getByRole('button', { name: /^Buy now: \d+,\d\d\s€$/ })
const TRY_AGAIN = paymentMethodsMessages.en['payment.card.tryAgain']
/** The console line a failed card payment writes before its reason. */
const CARD_FAILED = (stage: string) => `[museum-shop] <shop-payment> card payment failed (${stage}):`

/** Renders the card area and fills e-mail and card. */
async function fillCard(checkout: FakeCheckout = fakeCheckout(), email = 'erika@example.org') {
  renderMethod(cardMethod, { checkout })
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('E-mail address'), email)
  await user.type(screen.getByLabelText('Cardholder name'), 'Erika Mustermann')
  await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111')
  await user.type(screen.getByLabelText('Expiry date'), '12/30')
  await user.type(screen.getByLabelText('Security code'), '123')
  return { user, checkout }
}

describe('card method: eligibility', () => {
  it('is offered when acdc_enabled is set and PayPal says card fields are eligible', async () => {
    renderMethod(cardMethod)
    await waitFor(() => expect(eligibility()).toBe('eligible'))
    expect(cardMethod.sdkComponents).toEqual(['card-fields'])
  })

  it.each([false, undefined])('is not offered when acdc_enabled is %s', async (enabled) => {
    serveAcdc(enabled)
    renderMethod(cardMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
  })

  it('is not offered when PayPal says card fields are not eligible', async () => {
    window.__paypalDouble = { eligible: ['paypal'] }
    renderMethod(cardMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
  })
})

describe('card method: form', () => {
  it('enables Pay only while the e-mail is valid and the card fields report valid', async () => {
    renderMethod(cardMethod)
    const user = userEvent.setup()
    const email = await screen.findByLabelText('E-mail address')
    await user.type(email, 'erika@')
    await user.tab()
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription('Invalid email address')

    await user.type(email, 'example.org')
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
    expect(payButton()).toBeDisabled()

    await user.type(screen.getByLabelText('Cardholder name'), 'Erika Mustermann')
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111')
    await user.type(screen.getByLabelText('Expiry date'), '12/30')
    await user.type(screen.getByLabelText('Security code'), '123')
    expect(payButton()).toBeEnabled()

    await user.type(screen.getByLabelText('Card number'), '{Backspace}')
    expect(payButton()).toBeDisabled()
    await user.type(screen.getByLabelText('Card number'), '1')
    expect(payButton()).toBeEnabled()

    await user.clear(email)
    expect(payButton()).toBeDisabled()
  })

  it('pays: order with payment_source card and the e-mail, billing country DE, capture once', async () => {
    const { user, checkout } = await fillCard(fakeCheckout(), ' erika@example.org ')
    await user.dblClick(payButton())

    await waitFor(() => expect(checkout.capture).toHaveBeenCalledWith('ORDER-1'))
    expect(checkout.createOrder).toHaveBeenCalledExactlyOnceWith('card', { email: 'erika@example.org' })
    expect(checkout.capture).toHaveBeenCalledTimes(1)
    expect(submits).toEqual([{ billingAddress: { countryCode: 'DE' } }])
    expect(payButton()).toBeDisabled()
    expect(checkout.fail).not.toHaveBeenCalled()
    expect(checkout.reportFailure).not.toHaveBeenCalled()
  })

  it('shows an order failure in the result area, reports it, and lets the buyer try again', async () => {
    const checkout = fakeCheckout()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const soldOut = new PaymentError('Sold out')
    checkout.createOrder.mockRejectedValueOnce(soldOut)
    const { user } = await fillCard(checkout)
    await user.click(payButton())

    expect(await screen.findByText('Could not initiate PayPal Checkout...')).toBeInTheDocument()
    expect(screen.getByText(TRY_AGAIN)).toBeInTheDocument()
    // The server's reason is the integrator's, not the visitor's.
    expect(screen.queryByText('Sold out')).toBeNull()
    expect(checkout.reportFailure).toHaveBeenCalledExactlyOnceWith('create', 'Sold out', soldOut)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('card payment failed'), 'Sold out')
    expect(checkout.fail).not.toHaveBeenCalled()

    await user.click(payButton())
    await waitFor(() => expect(checkout.capture).toHaveBeenCalledWith('ORDER-1'))
    expect(screen.queryByText('Could not initiate PayPal Checkout...')).not.toBeInTheDocument()
  })

  it('shows a failed capture in the result area', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const checkout = fakeCheckout()
    const refused = new PaymentError('422 Capture failed')
    checkout.capture.mockRejectedValue(refused)
    const { user } = await fillCard(checkout)
    await user.click(payButton())

    expect(await screen.findByText('Sorry, your transaction could not be processed...')).toBeInTheDocument()
    expect(screen.queryByText(/422/)).toBeNull()
    expect(checkout.reportFailure).toHaveBeenCalledWith('capture', '422 Capture failed', refused)
    expect(error).toHaveBeenCalledWith(CARD_FAILED('capture'), '422 Capture failed')
    expect(payButton()).toBeEnabled()
  })

  it('shows the status and id of a declined transaction', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const checkout = fakeCheckout()
    const declined = new CaptureDeclinedError({ status: 'DECLINED', id: 'CAPTURE-7' })
    checkout.capture.mockRejectedValue(declined)
    const { user } = await fillCard(checkout)
    await user.click(payButton())

    expect(await screen.findByText('Transaction DECLINED: CAPTURE-7')).toBeInTheDocument()
    expect(checkout.reportFailure).toHaveBeenCalledExactlyOnceWith(
      'capture',
      'Transaction DECLINED: CAPTURE-7',
      declined,
    )
    expect(error).toHaveBeenCalledWith(CARD_FAILED('capture'), 'Transaction DECLINED: CAPTURE-7')
  })

  it('shows a PayPal error after the order as a failed transaction', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    window.__paypalDouble = { outcome: 'error' }
    const { user, checkout } = await fillCard()
    await user.click(payButton())

    expect(await screen.findByText('Sorry, your transaction could not be processed...')).toBeInTheDocument()
    expect(screen.queryByText('PayPal double error')).toBeNull()
    expect(checkout.reportFailure).toHaveBeenCalledExactlyOnceWith(
      'approve',
      'PayPal double error',
      expect.objectContaining({ message: 'PayPal double error' }),
    )
    expect(error).toHaveBeenCalledWith(CARD_FAILED('approve'), 'PayPal double error')
    expect(checkout.capture).not.toHaveBeenCalled()
  })

  it('keeps Pay disabled when there is nothing to pay', async () => {
    await fillCard(fakeCheckout({ totalCents: 0 }))
    expect(payButton()).toHaveAccessibleName(/^Buy now: 0,00\s€$/)
    expect(payButton()).toBeDisabled()
  })

  it('says the total on the pay button', async () => {
    await fillCard(fakeCheckout({ totalCents: 3650 }))
    expect(payButton()).toHaveAccessibleName(/^Buy now: 36,50\s€$/)
  })

  it('speaks German in a German shop', async () => {
    renderMethod(cardMethod, { config: { locale: 'de' } })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'x')
    await user.tab()
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Zahlungspflichtig bestellen: 23,50\s€$/ })).toBeDisabled()
  })
})
