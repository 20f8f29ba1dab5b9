/**
 * The PayPal double against the real react-paypal-js components: proves it offers what PayPalButtons,
 * PayPalCardFieldsProvider and the PayPal*Field components call, and exercises the card fields' own API.
 */
import type { PayPalCardFieldsComponentOptions, PayPalNamespace } from '@paypal/paypal-js'
import {
  DISPATCH_ACTION,
  PayPalButtons,
  PayPalCVVField,
  PayPalCardFieldsProvider,
  PayPalExpiryField,
  PayPalNameField,
  PayPalNumberField,
  PayPalScriptProvider,
  SCRIPT_LOADING_STATE,
  usePayPalCardFields,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PayPalPaymentFieldsDouble, PayPalPaymentFieldsOptions } from '../../doubles/paypalCardFields'
import { installFullPayPalDouble } from '../../doubles/serve'

/** Marks the SDK script as loaded: jsdom never loads the script tag, and the double is already installed. */
function MarkScriptLoaded(): null {
  const [, dispatch] = usePayPalScriptReducer()
  useEffect(
    () => dispatch({ type: DISPATCH_ACTION.LOADING_STATUS, value: SCRIPT_LOADING_STATE.RESOLVED }),
    [dispatch],
  )
  return null
}

function WithSdk({ children }: { children: ReactNode }) {
  return (
    <PayPalScriptProvider options={{ clientId: 'test', components: 'buttons,card-fields' }} deferLoading>
      <MarkScriptLoaded />
      {children}
    </PayPalScriptProvider>
  )
}

function SubmitCard() {
  const { cardFieldsForm } = usePayPalCardFields()
  return (
    <button type="button" onClick={() => void cardFieldsForm?.submit().catch(() => undefined)}>
      Pay by card
    </button>
  )
}

function paypal(): PayPalNamespace {
  if (!window.paypal) throw new Error('window.paypal is not installed')
  return window.paypal
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'paypal')
  delete window.__paypalDouble
  installFullPayPalDouble(window)
})

describe('PayPal double with react-paypal-js', () => {
  it('serves PayPalButtons: the button renders, approves, and follows `disabled`', async () => {
    const onApprove = vi.fn(async () => undefined)
    const buttons = (disabled: boolean) => (
      <WithSdk>
        <PayPalButtons disabled={disabled} createOrder={async () => 'ORDER-R'} onApprove={onApprove} />
      </WithSdk>
    )
    const { rerender } = render(buttons(false))

    const button = await screen.findByRole('button', { name: /PayPal \(test double\)/ })
    await userEvent.click(button)
    await waitFor(() =>
      expect(onApprove).toHaveBeenCalledWith(
        expect.objectContaining({ orderID: 'ORDER-R' }),
        expect.anything(),
      ),
    )

    rerender(buttons(true))
    await waitFor(() => expect(button).toBeDisabled())
  })

  it('serves the card fields: labelled inputs, validity, submit through createOrder and onApprove', async () => {
    const createOrder = vi.fn(async () => 'ORDER-C')
    const onApprove = vi.fn()
    const onChange = vi.fn()
    render(
      <WithSdk>
        <PayPalCardFieldsProvider
          createOrder={createOrder}
          onApprove={onApprove}
          onError={vi.fn()}
          inputEvents={{ onChange }}
        >
          <PayPalNameField />
          <PayPalNumberField />
          <PayPalExpiryField />
          <PayPalCVVField />
          <SubmitCard />
        </PayPalCardFieldsProvider>
      </WithSdk>,
    )

    await userEvent.type(await screen.findByLabelText('Cardholder name'), 'Erika Mustermann')
    await userEvent.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111')
    await userEvent.type(screen.getByLabelText('Expiry date'), '12/30')
    await userEvent.type(screen.getByLabelText('Security code'), '123')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isFormValid: true }))

    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }))
    await waitFor(() =>
      expect(onApprove).toHaveBeenCalledWith({ orderID: 'ORDER-C', liabilityShift: 'POSSIBLE' }),
    )
    expect(createOrder).toHaveBeenCalledTimes(1)
  })
})

describe('PayPal card fields double', () => {
  function cardFields(options: Partial<PayPalCardFieldsComponentOptions> = {}) {
    const form = paypal().CardFields?.({
      createOrder: async () => 'ORDER-F',
      onApprove: vi.fn(),
      onError: vi.fn(),
      ...options,
    } as PayPalCardFieldsComponentOptions)
    if (!form) throw new Error('paypal.CardFields is missing')
    return form
  }

  async function renderAllFields(form: ReturnType<typeof cardFields>): Promise<void> {
    for (const field of [form.NameField, form.NumberField, form.ExpiryField, form.CVVField]) {
      await field({}).render(document.body)
    }
  }

  it.each([
    ['a filled form', '4111111111111111', true],
    ['an 11-digit number', '41111111111', false],
    ['a 20-digit number', '41111111111111111111', false],
    ['letters in the number', '4111 1111 1111 111x', false],
  ])('reports %s as valid: %s', async (_, number, valid) => {
    const form = cardFields()
    await renderAllFields(form)
    await userEvent.type(screen.getByLabelText('Cardholder name'), 'Erika')
    await userEvent.type(screen.getByLabelText('Card number'), number)
    await userEvent.type(screen.getByLabelText('Expiry date'), '12/30')
    await userEvent.type(screen.getByLabelText('Security code'), '123')

    const state = await form.getState()
    expect(state.isFormValid).toBe(valid)
    expect(state.fields.cardNumberField.isValid).toBe(valid)
  })

  it('is invalid while a field is empty, and refuses to submit', async () => {
    const createOrder = vi.fn(async () => 'ORDER-F')
    const form = cardFields({ createOrder })
    await renderAllFields(form)
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111')

    await expect(form.getState()).resolves.toMatchObject({
      isFormValid: false,
      errors: expect.arrayContaining(['INVALID_CVV']),
    })
    await expect(form.submit()).rejects.toThrow('invalid')
    expect(createOrder).not.toHaveBeenCalled()
  })

  it('calls onError instead of onApprove when the outcome is error', async () => {
    window.__paypalDouble = { outcome: 'error' }
    const onApprove = vi.fn()
    const onError = vi.fn()
    const form = cardFields({ onApprove, onError })
    await form.NumberField({}).render(document.body)
    await form.ExpiryField({}).render(document.body)
    await form.CVVField({}).render(document.body)
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111')
    await userEvent.type(screen.getByLabelText('Expiry date'), '12/30')
    await userEvent.type(screen.getByLabelText('Security code'), '123')

    await form.submit()

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'PayPal double error' }))
    expect(onApprove).not.toHaveBeenCalled()
  })

  it('renders labelled payment fields for a local method', async () => {
    const create = (
      window.paypal as unknown as {
        PaymentFields: (o: PayPalPaymentFieldsOptions) => PayPalPaymentFieldsDouble
      }
    ).PaymentFields
    await create({ fundingSource: 'ideal', fields: { name: { value: 'Erika' } } }).render(document.body)

    expect(screen.getByRole('group', { name: 'ideal (test double)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveValue('Erika')
  })
})
