import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentError } from '../../../../../src/api/errors'
import { applePayMethod } from '../../../../../elements/shop-payment/applePay/ApplePayArea'
import { APPLE_PAY_SCRIPT_URL } from '../../../../../src/checkout/loadVendorScript'
import { installApplePayDouble } from '../../../../doubles/applePay'
import {
  eligibility,
  fakeCheckout,
  installDoubles,
  paypalCalls,
  renderMethod,
  settle,
  vendorScript,
} from './methodHarness'

beforeEach(() => installDoubles())

const sessions = () => window.__applePayDouble?.sessions ?? []

/** Renders the Apple Pay area and returns Apple's button once the method is eligible. */
async function renderApplePay(checkout = fakeCheckout()) {
  renderMethod(applePayMethod, { checkout })
  const button = await screen.findByRole('button', { name: 'Apple Pay (test double)' })
  return { checkout, button }
}

/** Clicks Apple's button and waits until the session has run its course. */
async function pay(button: HTMLElement) {
  fireEvent.click(button)
  await waitFor(() => expect(sessions()[0]?.began).toBe(true))
  await settle()
  await settle()
}

describe('Apple Pay: eligibility', () => {
  it('is offered when the device can pay and PayPal says eligible', async () => {
    renderMethod(applePayMethod)
    await waitFor(() => expect(eligibility()).toBe('eligible'))
    expect(applePayMethod).toMatchObject({
      name: 'Apple Pay',
      hiddenUnlessOpen: true,
      sdkComponents: ['applepay'],
    })
  })

  it('is silently absent when the device cannot pay', async () => {
    const errors = vi.spyOn(console, 'error')
    window.__applePayDouble = { canPay: false }
    renderMethod(applePayMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
    expect(errors).not.toHaveBeenCalled()
  })

  it("is silently absent when PayPal's Apple Pay config says not eligible", async () => {
    window.__paypalDouble = { eligible: ['paypal'] }
    renderMethod(applePayMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
    expect(paypalCalls()).toContain('Applepay.config')
  })

  it("loads Apple's script from its vendor when the page has no ApplePaySession, then asks the device", async () => {
    installDoubles({ apple: false })
    renderMethod(applePayMethod)
    const script = await vendorScript(APPLE_PAY_SCRIPT_URL)
    expect(eligibility()).toBe('pending')

    installApplePayDouble(window)
    script.dispatchEvent(new Event('load'))

    await waitFor(() => expect(eligibility()).toBe('eligible'))
  })

  it("is silently absent when Apple's script fails to load", async () => {
    installDoubles({ apple: false })
    renderMethod(applePayMethod)
    const script = await vendorScript(APPLE_PAY_SCRIPT_URL)
    script.dispatchEvent(new Event('error'))
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
  })
})

describe('Apple Pay: payment', () => {
  it('creates the session synchronously in the click: version 14, DE, EUR, contacts and total', async () => {
    const { button } = await renderApplePay()
    expect(screen.getByRole('button', { name: 'Apple Pay (test double)' }).parentElement).toHaveClass(
      'shop-apple-pay',
    )

    fireEvent.click(button)

    // No await between the click and this line: the session exists when the click handler returns.
    expect(sessions()).toHaveLength(1)
    expect(sessions()[0]).toMatchObject({
      version: 14,
      began: true,
      request: {
        countryCode: 'DE',
        currencyCode: 'EUR',
        requiredShippingContactFields: ['name', 'email'],
        requiredBillingContactFields: ['name', 'email', 'postalAddress'],
        total: { amount: '23.50', type: 'final' },
      },
    })
  })

  it('pays: order apple_pay with the e-mail, PayPal confirms, capture, success completed once', async () => {
    const { checkout, button } = await renderApplePay()
    await pay(button)

    await waitFor(() => expect(sessions()[0]?.completions).toEqual([0]))
    expect(checkout.createOrder).toHaveBeenCalledExactlyOnceWith('apple_pay', { email: 'erika@example.com' })
    expect(paypalCalls()).toContain('Applepay.confirmOrder ORDER-1')
    expect(checkout.capture).toHaveBeenCalledExactlyOnceWith('ORDER-1')
    expect(window.__applePayDouble?.completePaymentCount).toBe(1)
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it('aborts the session when merchant validation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    window.__paypalDouble = { validateMerchantFails: true }
    const { checkout, button } = await renderApplePay()
    await pay(button)

    await waitFor(() => expect(sessions()[0]?.aborted).toBe(true))
    expect(checkout.createOrder).not.toHaveBeenCalled()
    expect(window.__applePayDouble?.completePaymentCount).toBeUndefined()
  })

  it.each([
    ['order creation', 'create'],
    ['the PayPal confirmation', 'approve'],
    ['the capture', 'capture'],
  ] as const)(
    "completes with failure once and goes to failure with 'Something went wrong' when %s fails",
    async (_, stage) => {
      const checkout = fakeCheckout()
      if (stage === 'create') checkout.createOrder.mockRejectedValue(new PaymentError('Sold out'))
      if (stage === 'approve') window.__paypalDouble = { outcome: 'error' }
      if (stage === 'capture') checkout.capture.mockRejectedValue(new PaymentError('422 Capture failed'))
      const { button } = await renderApplePay(checkout)
      await pay(button)

      await waitFor(() =>
        expect(checkout.fail).toHaveBeenCalledExactlyOnceWith(
          stage,
          'Something went wrong',
          expect.any(Error),
        ),
      )
      expect(sessions()[0]?.completions).toEqual([1])
      expect(window.__applePayDouble?.completePaymentCount).toBe(1)
    },
  )

  it('does nothing when the buyer cancels, and a later click starts a new session', async () => {
    window.__applePayDouble = { outcome: 'cancel' }
    const { checkout, button } = await renderApplePay()
    await pay(button)
    expect(checkout.createOrder).not.toHaveBeenCalled()

    fireEvent.click(button)
    expect(sessions()).toHaveLength(2)
  })

  it('starts no second session while one is open', async () => {
    const { button } = await renderApplePay()
    fireEvent.click(button)
    fireEvent.keyDown(button, { key: 'Enter' })
    expect(sessions()).toHaveLength(1)
  })

  it('starts no session when there is nothing to pay', async () => {
    const { button } = await renderApplePay(fakeCheckout({ totalCents: 0 }))
    fireEvent.click(button)
    expect(sessions()).toHaveLength(0)
    expect(button).toHaveAttribute('aria-disabled', 'true')
  })
})
