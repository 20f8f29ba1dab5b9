import {
  DISPATCH_ACTION,
  PayPalScriptProvider,
  SCRIPT_LOADING_STATE,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js'
import { useShopText } from '../base/useShopText'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { loadPayPalScript } from '../../src/checkout/paypal/paypalScript'
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
 * Loads PayPal's script with the elements' loader, which goes through their Trusted Types policy, and tells the
 * provider (which waits, `deferLoading`) how it went. Shows `children` once the script is usable; the methods'
 * placeholder before, a message on failure. A script that did not arrive (network, blocker) can be asked for again:
 * `onRetry` starts a new provider, which loads a new tag.
 */
function WhenSdkReady({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const [{ options, isResolved, isRejected }, dispatch] = usePayPalScriptReducer()
  useEffect(() => {
    let current = true
    const settle = (value: SCRIPT_LOADING_STATE | { state: SCRIPT_LOADING_STATE; message: string }) => {
      if (current) dispatch({ type: DISPATCH_ACTION.LOADING_STATUS, value })
    }
    loadPayPalScript(options).then(
      () => settle(SCRIPT_LOADING_STATE.RESOLVED),
      (error: unknown) => {
        // Which script failed, for the integrator; the message in place says what cannot be offered.
        logOnce(String(error), `PayPal's script: ${String(error)}`, 'error')
        settle({ state: SCRIPT_LOADING_STATE.REJECTED, message: String(error) })
      },
    )
    return () => {
      current = false
    }
  }, [options, dispatch])
  if (isRejected) return <SdkProblemMessage problem="script-load" onRetry={onRetry} />
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
 * Loads PayPal's script for `options` and renders the methods inside @paypal/react-paypal-js's provider once the
 * script is usable; the provider itself loads nothing (its loader would be refused where Trusted Types are enforced).
 */
export function PaymentSdk({ options, children }: PaymentSdkProps) {
  const [attempt, setAttempt] = useState(0)
  // The provider reads its options once: other options, or another attempt, need a new provider.
  const scriptKey = useMemo(() => JSON.stringify(options), [options])
  return (
    <PayPalScriptProvider key={`${scriptKey} ${attempt}`} options={options} deferLoading>
      <WhenSdkReady onRetry={() => setAttempt((count) => count + 1)}>{children}</WhenSdkReady>
    </PayPalScriptProvider>
  )
}
