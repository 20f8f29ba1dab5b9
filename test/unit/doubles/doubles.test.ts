import type {
  OnInitActions,
  PayPalButtonOnClick,
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installPayPalDouble } from '../../doubles/paypalSdk'
import {
  DOUBLE_MARKER,
  doubleScript,
  installFullPayPalDouble,
  PAYPAL_DOUBLE_PARTS,
  SDK_DOUBLES,
} from '../../doubles/serve'

/** Runs a served script body the way a page would: in the global scope, with no access to this module. */
function runScript(body: string): void {
  new Function(body)()
}

function paypal(): PayPalNamespace {
  if (!window.paypal) throw new Error('window.paypal is not installed')
  return window.paypal
}

async function renderButtons(
  options: PayPalButtonsComponentOptions,
): Promise<{ buttons: PayPalButtonsComponent; button: HTMLElement }> {
  const container = document.createElement('div')
  document.body.append(container)
  const create = paypal().Buttons
  if (!create) throw new Error('paypal.Buttons is missing')
  const buttons = create(options)
  await buttons.render(container)
  return { buttons, button: screen.getByRole('button', { name: /PayPal \(test double\)/ }) }
}

function callNames(): string[] {
  return (window.__paypalDouble?.calls ?? []).map((call) => call.name)
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'paypal')
  delete window.__paypalDouble
})

describe.each([
  ['installed directly', () => installFullPayPalDouble(window)],
  ['served as a script', () => runScript(SDK_DOUBLES['https://www.paypal.com/sdk/js'] ?? '')],
])('PayPal buttons double, %s', (_, install) => {
  beforeEach(install)

  it('runs onClick, createOrder and onApprove when the buyer approves', async () => {
    const onClick = vi.fn()
    const createOrder = vi.fn(async () => 'ORDER-1')
    const onApprove = vi.fn(async () => undefined)
    const { button } = await renderButtons({ onClick, createOrder, onApprove })

    await userEvent.click(button)

    await waitFor(() =>
      expect(onApprove).toHaveBeenCalledWith(
        expect.objectContaining({ orderID: 'ORDER-1' }),
        expect.anything(),
      ),
    )
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(createOrder).toHaveBeenCalledWith({ paymentSource: 'paypal' }, expect.anything())
    expect(callNames()).toEqual(['Buttons', 'render', 'onInit', 'onClick', 'createOrder', 'onApprove'])
  })

  it('calls onCancel, not onApprove, when the buyer cancels', async () => {
    window.__paypalDouble = { outcome: 'cancel' }
    const onApprove = vi.fn()
    const onCancel = vi.fn()
    const { button } = await renderButtons({ createOrder: async () => 'ORDER-2', onApprove, onCancel })

    await userEvent.click(button)

    await waitFor(() => expect(onCancel).toHaveBeenCalledWith({ orderID: 'ORDER-2' }, expect.anything()))
    expect(onApprove).not.toHaveBeenCalled()
  })

  it('calls onError with the double error when PayPal fails', async () => {
    window.__paypalDouble = { outcome: 'error' }
    const onError = vi.fn()
    const onApprove = vi.fn()
    const { button } = await renderButtons({ createOrder: async () => 'ORDER-3', onApprove, onError })

    await userEvent.click(button)

    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'PayPal double error' })),
    )
    expect(onApprove).not.toHaveBeenCalled()
  })

  it('calls onApprove twice, the second before the first settles, for approve-twice', async () => {
    window.__paypalDouble = { outcome: 'approve-twice' }
    let release = (): void => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const onApprove = vi.fn(() => gate)
    const { button } = await renderButtons({ createOrder: async () => 'ORDER-4', onApprove })

    await userEvent.click(button)

    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(2))
    release()
  })

  it('passes a failing createOrder to onError and never approves', async () => {
    const failure = new Error('Database error')
    const onError = vi.fn()
    const onApprove = vi.fn()
    const { button } = await renderButtons({ createOrder: () => Promise.reject(failure), onApprove, onError })

    await userEvent.click(button)

    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure))
    expect(onApprove).not.toHaveBeenCalled()
  })

  // The published type has no `false` return, but the SDK honours it, so the double does too.
  const returnsFalse = (() => false) as unknown as PayPalButtonOnClick
  it.each<[string, PayPalButtonOnClick]>([
    ['returns false', returnsFalse],
    ['rejects', () => Promise.reject(new Error('not now'))],
    ['calls actions.reject()', (_, actions) => void actions.reject()],
  ])('stops before createOrder when onClick %s', async (_, onClick) => {
    const createOrder = vi.fn(async () => 'ORDER-5')
    const { button } = await renderButtons({ onClick, createOrder })

    await userEvent.click(button)

    await waitFor(() => expect(callNames()).toContain('onClick'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(createOrder).not.toHaveBeenCalled()
  })

  it('disables its button through the onInit actions, as react-paypal-js does for `disabled`', async () => {
    const captured: { actions?: OnInitActions } = {}
    const { button } = await renderButtons({ onInit: (_, actions) => void (captured.actions = actions) })
    expect(button).toBeEnabled()

    await captured.actions?.disable()
    expect(button).toBeDisabled()
    await captured.actions?.enable()
    expect(button).toBeEnabled()
  })

  it('renders a standalone funding source into a selector and removes it on close', async () => {
    document.body.innerHTML = '<div id="ideal-button"></div>'
    const buttons = paypal().Buttons?.({ fundingSource: 'ideal' })

    await buttons?.render('#ideal-button')
    expect(screen.getByTestId('paypal-double-button')).toHaveTextContent('PayPal (test double) ideal')

    await buttons?.close()
    expect(screen.queryByTestId('paypal-double-button')).not.toBeInTheDocument()
  })

  it('follows the eligible knob for buttons and funding sources', async () => {
    window.__paypalDouble = { eligible: ['paypal', 'card'] }
    expect(paypal().isFundingEligible?.('card')).toBe(true)
    expect(paypal().isFundingEligible?.('blik')).toBe(false)
    const blik = paypal().Buttons?.({ fundingSource: 'blik' })
    expect(blik?.isEligible()).toBe(false)
    await expect(blik?.render(document.body)).rejects.toThrow('not eligible')
  })

  it('offers the funding constants with the SDK lower-case values', () => {
    expect(paypal().FUNDING).toMatchObject({
      PAYPAL: 'paypal',
      P24: 'p24',
      APPLEPAY: 'applepay',
      GOOGLEPAY: 'googlepay',
    })
    expect(paypal().getFundingSources?.()).toEqual(
      expect.arrayContaining(['paypal', 'multibanco', 'trustly']),
    )
    expect(paypal().version).toContain(DOUBLE_MARKER)
  })
})

describe('serving the doubles', () => {
  it('wraps an installer so that running the script body installs it on window', () => {
    expect(doubleScript(installPayPalDouble)).toMatch(
      /^\(function installPayPalDouble\(win\)[\s\S]*\)\(window\);$/,
    )
    runScript(doubleScript(installPayPalDouble))
    expect(paypal().Buttons).toBeTypeOf('function')
  })

  it('serves the PayPal double for production and sandbox, with all parts', () => {
    const production = SDK_DOUBLES['https://www.paypal.com/sdk/js']
    expect(SDK_DOUBLES['https://www.sandbox.paypal.com/sdk/js']).toBe(production)
    for (const part of PAYPAL_DOUBLE_PARTS) expect(production).toContain(doubleScript(part))
  })

  it('marks every served script so a build check can find doubles in dist', () => {
    expect(Object.keys(SDK_DOUBLES)).toHaveLength(4)
    for (const script of Object.values(SDK_DOUBLES)) expect(script).toContain(DOUBLE_MARKER)
    for (const part of PAYPAL_DOUBLE_PARTS) expect(doubleScript(part)).toContain(DOUBLE_MARKER)
  })

  it('refuses to add PayPal parts without the core', () => {
    expect(() => runScript(doubleScript(PAYPAL_DOUBLE_PARTS[1] ?? installPayPalDouble))).toThrow(
      'install the core',
    )
  })
})
