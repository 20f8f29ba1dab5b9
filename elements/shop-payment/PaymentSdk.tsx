import { DISPATCH_ACTION, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { useShopText } from '../base/useShopText'
import { useEffect, useMemo, type ReactNode } from 'react'
import { PaymentSdkError } from '../../src/checkout/errors'
import { logOnce } from '../../src/page/logOnce'
import { NOT_LOADED_MESSAGE } from '../../src/checkout/paypal/buttonFlow'
import type { SdkOptionsProblem } from '../../src/checkout/paypal/sdkOptions'
import { useEmit } from '../base/elementContext'
import { StatusMessage } from '../base/StatusMessage'
import { MethodsPlaceholder } from './MethodsPlaceholder'

const ELEMENT = 'shop-payment'

/** Every reason the methods cannot be offered because of PayPal's script or its options. */
export type SdkProblem = SdkOptionsProblem | 'script-load' | 'not-loaded'

const PROBLEMS: Record<SdkProblem, { key: string; message: string }> = {
  'client-missing': { key: 'payment.error.clientMissing', message: 'client is not set' },
  environment: { key: 'payment.error.environment', message: 'environment must be production or sandbox' },
  'options-missing': { key: 'payment.error.options', message: 'missing options' },
  'script-load': { key: 'payment.error.scriptLoad', message: 'Error loading PayPal script' },
  'not-loaded': { key: 'payment.error.notLoaded', message: NOT_LOADED_MESSAGE },
}

/**
 * Shown instead of the methods: a message in place, one console line and `shop-error`; a script that failed at run
 * time is also reported as `shop-payment-failed` (stage 'sdk').
 */
export function SdkProblemMessage({
  problem,
  onRetry,
}: {
  problem: SdkProblem
  /** Loads the script again; offered only when that can help (the script did not arrive). */
  onRetry?: () => void
}) {
  const { t } = useShopText()
  const { key, message } = PROBLEMS[problem]
  const error = useMemo(() => new PaymentSdkError(message), [message])
  const emit = useEmit()
  const atRunTime = problem === 'script-load' || problem === 'not-loaded'
  useEffect(() => {
    logOnce(`${ELEMENT}.${problem}`, `<${ELEMENT}> offers no payment method: ${message}`)
    if (atRunTime) emit('shop-payment-failed', { method: 'PayPal', message, stage: 'sdk' })
  }, [emit, problem, message, atRunTime])
  return (
    <StatusMessage
      element={ELEMENT}
      error={error}
      message={t(key) || message}
      onRetry={onRetry}
      retryLabel={t('common.retry')}
    />
  )
}

/**
 * Shows `children` once PayPal's script has loaded and is usable; the methods' placeholder before, a message on
 * failure. A script that did not arrive (network, blocker) can be asked for again: the provider drops the failed tag
 * and loads a new one.
 */
function WhenSdkReady({ options, children }: PaymentSdkProps) {
  const [{ isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  if (isRejected) {
    const reload = () => dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options })
    return <SdkProblemMessage problem="script-load" onRetry={reload} />
  }
  if (!isResolved) return <MethodsPlaceholder />
  // The script ran, but left no usable namespace (another script's `paypal`, a blocked part): nothing can render.
  if (typeof window.paypal?.Buttons !== 'function') return <SdkProblemMessage problem="not-loaded" />
  return children
}

/** What {@link PaymentSdk} loads. */
export interface PaymentSdkProps {
  /** Built by buildSdkOptions; new options mean a new script. */
  options: Parameters<typeof PayPalScriptProvider>[0]['options']
  children: ReactNode
}

/**
 * Loads PayPal's script with @paypal/react-paypal-js's provider (its loader builds the URL and attributes) and
 * renders the methods inside it once the script is usable.
 */
export function PaymentSdk({ options, children }: PaymentSdkProps) {
  // The provider reads its options once: other options need a new provider, and so a new script.
  const scriptKey = useMemo(() => JSON.stringify(options), [options])
  return (
    <PayPalScriptProvider key={scriptKey} options={options}>
      <WhenSdkReady options={options}>{children}</WhenSdkReady>
    </PayPalScriptProvider>
  )
}
