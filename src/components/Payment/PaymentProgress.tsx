import type { PaymentPhase } from '../../store/shopStore'
import type { Translate } from '../common/useShopContext'

const STATUS_TEXT = {
  capturing: 'payment.progress.capturing',
  checking: 'payment.progress.checking',
  captured: 'payment.progress.captured',
} as const

/**
 * Where the page's payment stands, in place of nothing while it is idle: a status line while it is being completed
 * or checked and once it is paid, an alert when its outcome is unknown ("do not pay again, check your e-mail").
 */
export function PaymentProgress({ phase, t }: { phase: PaymentPhase; t: Translate }) {
  if (phase === 'idle') return null
  if (phase === 'unknown') {
    return (
      <p className="shop-message shop-message--error" role="alert" part="message">
        {t('payment.outcomeUnknown')}
      </p>
    )
  }
  return (
    <p className="shop-message" role="status" part="message">
      {t(STATUS_TEXT[phase])}
    </p>
  )
}
