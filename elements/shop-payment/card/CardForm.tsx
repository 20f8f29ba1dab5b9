import type { PayPalCardFieldsComponent } from '@paypal/paypal-js'
import {
  PayPalCVVField,
  PayPalExpiryField,
  PayPalNameField,
  PayPalNumberField,
  usePayPalCardFields,
} from '@paypal/react-paypal-js'
import { useEffect, useId, useRef, useState } from 'react'
import type { Translator } from '../../../src/domain/messages/translations'
import { cardResultLines, isValidEmail, type CardResult } from '../../../src/checkout/card/cardResult'

/** What the card form shows and reports; the attempt itself lives in CardArea. */
export interface CardFormProps {
  text: Translator
  email: string
  onEmailChange: (email: string) => void
  /** Whether PayPal's card fields report valid (their onChange). */
  cardValid: boolean
  /** An attempt is running (or succeeded and the page is leaving): the button stays disabled. */
  busy: boolean
  /** Nothing to pay (total 0). */
  blocked: boolean
  /** The total as the summary shows it ("36,50 €"), said on the pay button. */
  amount: string
  result: CardResult | null
  onPay: (form: PayPalCardFieldsComponent) => void
}

/**
 * The e-mail field, PayPal's hosted card fields, the pay button and the result area. Rendered inside
 * PayPalCardFieldsProvider; the button is enabled only while the e-mail is valid and the card fields are valid.
 * A failure is shown as an error message and takes the focus.
 */
export function CardForm({
  text,
  email,
  onEmailChange,
  cardValid,
  busy,
  blocked,
  amount,
  result,
  onPay,
}: CardFormProps) {
  const { cardFieldsForm } = usePayPalCardFields()
  const [emailTouched, setEmailTouched] = useState(false)
  const id = useId()
  const emailValid = isValidEmail(email)
  const showEmailError = emailTouched && !emailValid
  const canPay = emailValid && cardValid && !busy && !blocked && cardFieldsForm !== null
  const resultArea = useRef<HTMLDivElement>(null)
  // A failure disables the pay button for a moment, which drops focus to the page: the keyboard user continues
  // from the failure's text instead, which a screen reader reads out on focus.
  useEffect(() => {
    if (result) resultArea.current?.focus()
  }, [result])
  return (
    <div className="shop-card-form" role="group" aria-label={text('payment.card.title')}>
      <div className="shop-card-email">
        <label htmlFor={`${id}-email`}>{text('payment.card.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={showEmailError}
          aria-describedby={showEmailError ? `${id}-email-error` : undefined}
          onChange={(event) => onEmailChange(event.target.value)}
          onBlur={() => setEmailTouched(true)}
        />
        {showEmailError && (
          <p id={`${id}-email-error`} className="shop-card-error" part="field-error">
            {text('payment.card.emailInvalid')}
          </p>
        )}
      </div>
      <PayPalNameField />
      <PayPalNumberField />
      <PayPalExpiryField />
      <PayPalCVVField />
      <button
        type="button"
        className="shop-card-pay"
        part="card-pay"
        disabled={!canPay}
        onClick={() => cardFieldsForm && onPay(cardFieldsForm)}
      >
        {text('payment.card.pay', { amount })}
      </button>
      <div
        ref={resultArea}
        className={
          result
            ? 'shop-card-result shop-message shop-message--error shop-card-result--failed'
            : 'shop-card-result'
        }
        part="card-result"
        tabIndex={-1}
        aria-live="assertive"
        aria-atomic="true"
      >
        {busy && !result && <p>{text('payment.card.paying')}</p>}
        {result && cardResultLines(result, text).map((line, index) => <p key={index}>{line}</p>)}
      </div>
    </div>
  )
}
