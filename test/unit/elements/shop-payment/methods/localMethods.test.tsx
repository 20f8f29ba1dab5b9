import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, PaymentError } from '../../../../../src/api/errors'
import { LOCAL_METHOD_DELAY_MS } from '../../../../../elements/shop-payment/localMethods/LocalMethodArea'
import {
  LOCAL_FUNDING_SOURCES,
  localMethods,
} from '../../../../../elements/shop-payment/localMethods/localMethods'
import { eligibility, fakeCheckout, installDoubles, paypalCalls, renderMethod } from './methodHarness'

const ideal = localMethods[0]!

beforeEach(() => installDoubles())
afterEach(() => vi.useRealTimers())

/** Renders iDEAL's area and waits past the 100 ms for PayPal's button. */
async function renderIdeal(checkout = fakeCheckout()) {
  renderMethod(ideal, { checkout })
  const button = await screen.findByRole('button', { name: 'PayPal (test double) ideal' })
  return { checkout, button }
}

describe('local methods', () => {
  it('are the eight local funding sources, each its own payment source, icon and enable-funding entry', () => {
    expect(localMethods.map((method) => [method.icon, method.name])).toEqual(LOCAL_FUNDING_SOURCES)
    expect(localMethods.map((method) => method.icon)).toEqual([
      'ideal',
      'bancontact',
      'blik',
      'eps',
      'multibanco',
      'mybank',
      'p24',
      'trustly',
    ])
    for (const method of localMethods) {
      expect(method.enableFunding).toEqual([method.icon])
      expect(method.sdkComponents).toEqual(['buttons', 'payment-fields', 'marks', 'funding-eligibility'])
    }
  })

  it.each(localMethods.map((method) => [method.name, method] as const))(
    '%s is offered only when PayPal reports its funding source eligible',
    async (_, method) => {
      window.__paypalDouble = { eligible: ['paypal', String(method.icon)] }
      const shown = renderMethod(method)
      await waitFor(() => expect(eligibility()).toBe('eligible'))
      shown.unmount()

      installDoubles()
      window.__paypalDouble = { eligible: ['paypal'] }
      renderMethod(method)
      await waitFor(() => expect(eligibility()).toBe('ineligible'))
      expect(screen.queryByRole('group', { name: /^Pay with/ })).not.toBeInTheDocument()
    },
  )

  it('waits 100 ms before rendering the payment fields and the button', async () => {
    vi.useFakeTimers()
    renderMethod(ideal)
    await act(() => vi.advanceTimersByTimeAsync(LOCAL_METHOD_DELAY_MS - 1))
    expect(screen.queryByRole('group', { name: 'Pay with iDEAL' })).not.toBeInTheDocument()
    expect(paypalCalls()).not.toContain('render ideal')

    await act(() => vi.advanceTimersByTimeAsync(1))

    expect(screen.getByRole('group', { name: 'Pay with iDEAL' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'ideal (test double)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'PayPal (test double) ideal' })).toBeInTheDocument()
  })

  it('clears the 100 ms timer when the area goes away first', async () => {
    vi.useFakeTimers()
    const view = renderMethod(ideal)
    await act(() => vi.advanceTimersByTimeAsync(10))
    const before = vi.getTimerCount()

    view.unmount()

    expect(vi.getTimerCount()).toBe(before - 1)
  })

  it('pays: an order with payment_source ideal, then capture of that order', async () => {
    const { checkout, button } = await renderIdeal()
    await userEvent.click(button)

    await waitFor(() => expect(checkout.capture).toHaveBeenCalledWith('ORDER-1'))
    expect(checkout.createOrder).toHaveBeenCalledExactlyOnceWith('ideal')
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it.each([
    ['an order error', new PaymentError('Sold out'), 'Sold out'],
    ['a network failure', new NetworkError(), 'Database error'],
  ])('goes to the failure address once with the message of %s', async (_, error, message) => {
    const checkout = fakeCheckout()
    checkout.createOrder.mockRejectedValue(error)
    const { button } = await renderIdeal(checkout)
    await userEvent.click(button)

    await waitFor(() => expect(paypalCalls()).toContain(`onError ${message}`))
    expect(checkout.fail).toHaveBeenCalledExactlyOnceWith('create', message)
    expect(checkout.capture).not.toHaveBeenCalled()
  })

  it("goes to the failure address with 'Something went wrong' when the capture fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const checkout = fakeCheckout()
    const refused = new PaymentError('422 Capture failed')
    checkout.capture.mockRejectedValue(refused)
    const { button } = await renderIdeal(checkout)
    await userEvent.click(button)

    await waitFor(() => expect(checkout.fail).toHaveBeenCalled())
    expect(checkout.fail).toHaveBeenCalledExactlyOnceWith('capture', 'Something went wrong', refused)
    expect(error).toHaveBeenCalledWith('[museum-shop] <shop-payment> capture failed', '422 Capture failed')
  })

  it("goes to the failure address with PayPal's message on a PayPal error", async () => {
    window.__paypalDouble = { outcome: 'error' }
    const { checkout, button } = await renderIdeal()
    await userEvent.click(button)

    await waitFor(() =>
      expect(checkout.fail).toHaveBeenCalledExactlyOnceWith('approve', 'PayPal double error'),
    )
    expect(checkout.capture).not.toHaveBeenCalled()
  })

  it('does nothing when the buyer cancels', async () => {
    window.__paypalDouble = { outcome: 'cancel' }
    const { checkout, button } = await renderIdeal()
    await userEvent.click(button)

    await waitFor(() => expect(paypalCalls()).toContain('onCancel ORDER-1'))
    expect(checkout.capture).not.toHaveBeenCalled()
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it('disables the button when there is nothing to pay', async () => {
    const { button } = await renderIdeal(fakeCheckout({ totalCents: 0 }))
    await waitFor(() => expect(button).toBeDisabled())
  })
})
