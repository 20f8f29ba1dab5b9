import type { CardFieldsOnApproveData, PayPalCardFieldsComponent } from '@paypal/paypal-js'
import { PayPalCardFieldsProvider } from '@paypal/react-paypal-js'
import { useRef, useState } from 'react'
import { formatCents } from '../../../src/domain/values/money'
import { useElementStyles } from '../../base/adoptStyles'
import { useMethodText } from '../common/useMethodText'
import type { PaymentMethodAreaProps } from '../common/types'
import { CardForm } from './CardForm'
import { cardStyles } from './styles'
import {
  cardFailure,
  cardFailureDetail,
  type CardResult,
  type CardStage,
} from '../../../src/checkout/card/cardResult'

/** The card's billing country. */
export const CARD_BILLING_COUNTRY = 'DE'

/** One attempt's bookkeeping: where it is, and whether its failure was shown already. */
interface Attempt {
  stage: CardStage
  settled: boolean
}

/**
 * The card method's area: an e-mail field plus PayPal's hosted card fields. Pay creates the order with
 * payment_source 'card' and the e-mail, PayPal approves (3-D Secure as needed), the checkout captures and goes to
 * the success address. Failures stay on the page in the result area (the buyer may correct the card and retry)
 * and are reported through `checkout.reportFailure`. One attempt at a time.
 */
export function CardArea({ checkout }: PaymentMethodAreaProps) {
  useElementStyles(cardStyles)
  const text = useMethodText()
  const [email, setEmail] = useState('')
  const [cardValid, setCardValid] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<CardResult | null>(null)
  // Refs, not state: PayPal calls back between renders, and a second click may come before the next render.
  const attempt = useRef<Attempt | null>(null)

  const failed = (stage: CardStage, error: unknown): void => {
    const current = attempt.current
    if (!current || current.settled) return
    current.settled = true
    const outcome = cardFailure(stage, error)
    setResult(outcome)
    setBusy(false)
    attempt.current = null
    const detail = cardFailureDetail(outcome, text)
    // The visitor reads a sentence in the result area; the integrator gets the reason.
    console.error(`[museum-shop] <shop-payment> card payment failed (${stage}):`, detail)
    checkout.reportFailure?.(stage, detail, error)
  }

  const createOrder = async (): Promise<string> => {
    if (attempt.current) attempt.current.stage = 'create'
    let orderId: string
    try {
      orderId = await checkout.createOrder('card', { email: email.trim() })
    } catch (error) {
      failed('create', error)
      throw error
    }
    // From here on PayPal approves (3-D Secure): a failure is one of the transaction, not of the start.
    if (attempt.current) attempt.current.stage = 'approve'
    return orderId
  }

  const onApprove = async ({ orderID }: CardFieldsOnApproveData): Promise<void> => {
    if (attempt.current) attempt.current.stage = 'capture'
    try {
      await checkout.capture(orderID)
      // Success: the checkout is going to the success address; the button stays disabled.
      if (attempt.current) attempt.current.settled = true
    } catch (error) {
      failed('capture', error)
    }
  }

  const pay = (form: PayPalCardFieldsComponent): void => {
    if (attempt.current) return
    const current: Attempt = { stage: 'create', settled: false }
    attempt.current = current
    setBusy(true)
    setResult(null)
    // Through a promise, so a synchronous throw of the SDK lands in the result area too.
    Promise.resolve()
      .then(() => form.submit({ billingAddress: { countryCode: CARD_BILLING_COUNTRY } }))
      .catch((error: unknown) => failed(current.stage, error))
  }

  return (
    <PayPalCardFieldsProvider
      createOrder={createOrder}
      onApprove={onApprove}
      onError={(error) => failed(attempt.current?.stage ?? 'create', error)}
      onCancel={() => {
        attempt.current = null
        setBusy(false)
      }}
      inputEvents={{ onChange: (state) => setCardValid(state.isFormValid) }}
    >
      <CardForm
        text={text}
        email={email}
        onEmailChange={setEmail}
        cardValid={cardValid}
        busy={busy}
        blocked={checkout.totalCents <= 0}
        amount={formatCents(checkout.totalCents, checkout.currency)}
        result={result}
        onPay={pay}
      />
    </PayPalCardFieldsProvider>
  )
}
