/**
 * CardFields and PaymentFields of the PayPal SDK double, installed on top of the core (paypalSdk.ts) and
 * self-contained like it, so serve.ts can serialise it. Card fields are labelled `<input>`s instead of iframes.
 */
import type {
  CardFieldsOnApproveData,
  PayPalCardFieldCardFieldData,
  PayPalCardFieldsComponent,
  PayPalCardFieldsComponentOptions,
  PayPalCardFieldsIndividualField,
  PayPalCardFieldsIndividualFieldOptions,
  PayPalCardFieldsStateObject,
} from '@paypal/paypal-js'
import type { PayPalDoubleNamespace } from './paypalSdk'

/** Options of `paypal.PaymentFields` (local payment methods; not in the published v5 types). */
export interface PayPalPaymentFieldsOptions {
  fundingSource: string
  fields?: { name?: { value?: string } }
  style?: Record<string, unknown>
}

/** `paypal.PaymentFields(options)` as the double offers it. */
export interface PayPalPaymentFieldsDouble {
  isEligible: () => boolean
  render: (container: string | HTMLElement) => Promise<void>
}

/**
 * Adds `paypal.CardFields` (what react-paypal-js's PayPalCardFieldsProvider and PayPal*Field call) and
 * `paypal.PaymentFields` (local payment methods). Throws when the core double is not installed.
 */
export function installPayPalCardFieldsDouble(win: Window): void {
  type CardFieldName = 'NameField' | 'NumberField' | 'ExpiryField' | 'CVVField'
  type FieldKey = keyof PayPalCardFieldsStateObject['fields']
  const paypal = win.paypal as PayPalDoubleNamespace | null | undefined
  const kit = paypal?.__doubleKit
  if (!paypal || !kit) throw new Error('PayPal double: install the core (installPayPalDouble) first')
  const { record, checkEligible, containerOf, element, runFlow } = kit
  const labelledInput = (label: string, attributes: Record<string, string>) => {
    const input = element('input', '', { autocomplete: 'off', ...attributes })
    const wrapper = element('label', `${label} `)
    wrapper.append(input)
    return { wrapper, input }
  }
  const CARD_FIELDS: Record<CardFieldName, { label: string; key: FieldKey }> = {
    NameField: { label: 'Cardholder name', key: 'cardNameField' },
    NumberField: { label: 'Card number', key: 'cardNumberField' },
    ExpiryField: { label: 'Expiry date', key: 'cardExpiryField' },
    CVVField: { label: 'Security code', key: 'cardCvvField' },
  }

  const CardFields = (options?: PayPalCardFieldsComponentOptions): PayPalCardFieldsComponent => {
    if (!options) throw new Error('PayPal double: CardFields needs options')
    record('CardFields')
    const inputs: Partial<Record<CardFieldName, HTMLInputElement>> = {}
    // Number: 12–19 digits (spaces allowed). Name: optional unless rendered. Expiry and CVV: filled.
    const fieldData = (name: CardFieldName): PayPalCardFieldCardFieldData => {
      const input = inputs[name]
      const value = input ? input.value.trim() : ''
      const isValid =
        name === 'NumberField'
          ? /^\d{12,19}$/.test(value.replace(/\s/g, ''))
          : value !== '' || (name === 'NameField' && !input)
      const isFocused = !!input && win.document.activeElement === input
      return { isFocused, isEmpty: value === '', isValid, isPotentiallyValid: isValid || value === '' }
    }
    const currentState = (): PayPalCardFieldsStateObject => {
      const fields = {
        cardNameField: fieldData('NameField'),
        cardNumberField: fieldData('NumberField'),
        cardExpiryField: fieldData('ExpiryField'),
        cardCvvField: fieldData('CVVField'),
      }
      const errors: PayPalCardFieldsStateObject['errors'] = []
      if (!fields.cardNameField.isValid) errors.push('INVALID_NAME')
      if (!fields.cardNumberField.isValid) errors.push('INVALID_NUMBER')
      if (!fields.cardExpiryField.isValid) errors.push('INVALID_EXPIRY')
      if (!fields.cardCvvField.isValid) errors.push('INVALID_CVV')
      return { cards: [], errors, isFormValid: errors.length === 0, fields }
    }
    const field =
      (name: CardFieldName) =>
      (fieldOptions: PayPalCardFieldsIndividualFieldOptions = {}): PayPalCardFieldsIndividualField => {
        record(`CardFields.${name}`)
        const { label, key } = CARD_FIELDS[name]
        const { wrapper, input } = labelledInput(label, { name: key, 'data-testid': `paypal-double-${key}` })
        if (fieldOptions.placeholder) input.placeholder = fieldOptions.placeholder
        // Field-level and form-level input events both hear every change, as in the SDK.
        input.addEventListener('input', () => {
          fieldOptions.inputEvents?.onChange?.(currentState())
          options.inputEvents?.onChange?.(currentState())
        })
        return {
          render: async (container) => {
            inputs[name] = input
            containerOf(container).append(wrapper)
          },
          close: async () => {
            wrapper.remove()
            delete inputs[name]
          },
          clear: () => void (input.value = ''),
          focus: () => input.focus(),
          addClass: async (className) => input.classList.add(className),
          removeClass: async (className) => input.classList.remove(className),
          setAttribute: async (attribute, value) => input.setAttribute(attribute, value),
          removeAttribute: async (attribute) => input.removeAttribute(attribute),
          setMessage: () => undefined,
        }
      }
    const approved = (orderID: string): CardFieldsOnApproveData => ({ orderID, liabilityShift: 'POSSIBLE' })
    return {
      isEligible: () => checkEligible('CardFields.isEligible', 'card'),
      getState: async () => {
        record('CardFields.getState')
        return currentState()
      },
      submit: async () => {
        record('CardFields.submit')
        if (!currentState().isFormValid) throw new Error('PayPal double: card fields are invalid')
        await runFlow({
          createOrder: options.createOrder,
          approve: (orderID) => options.onApprove(approved(orderID)),
          cancel: () => options.onCancel?.(),
          onError: options.onError,
        })
      },
      NameField: field('NameField'),
      NumberField: field('NumberField'),
      ExpiryField: field('ExpiryField'),
      CVVField: field('CVVField'),
    }
  }

  // Local payment methods: the SDK renders a small form (the buyer's name) next to the standalone button.
  const PaymentFields = (options: PayPalPaymentFieldsOptions): PayPalPaymentFieldsDouble => {
    record('PaymentFields', options.fundingSource)
    return {
      isEligible: () => checkEligible('PaymentFields.isEligible', options.fundingSource),
      render: async (container) => {
        const group = element('fieldset', '', {
          'data-testid': `paypal-double-fields-${options.fundingSource}`,
        })
        group.append(element('legend', `${options.fundingSource} (test double)`))
        const { wrapper, input } = labelledInput('Full name', { name: 'name' })
        input.value = options.fields?.name?.value ?? ''
        group.append(wrapper)
        containerOf(container).append(group)
      },
    }
  }

  paypal.CardFields = CardFields
  Object.assign(paypal, { PaymentFields })
  kit.state().marker = 'museum-shop-sdk-double'
}
