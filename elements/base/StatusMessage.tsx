import { useContext } from 'react'
import type { ShopError } from '../../src/domain/errors'
import { ElementContext } from './elementContext'
import { useFailureReport } from './useFailureReport'
import type { ShopContext } from './useShopContext'

export interface StatusMessageProps {
  /** The element's tag name, reported with the error event. */
  element: string
  error: ShopError
  /** The visitor's translated sentence, shown in place of the element's content. */
  message: string
  /** Asks again; a "try again" button is shown only with it (when asking again can help). */
  onRetry?: () => void
  /** The button's translated text. */
  retryLabel?: string
}

/**
 * An element's error state: a visible, announced sentence for the visitor, a way on when there is one, and the
 * technical detail for the integrator (one console line, one `shop-error` event).
 */
export function StatusMessage({ element, error, message, onRetry, retryLabel }: StatusMessageProps) {
  const { rootNode } = useContext(ElementContext)
  useFailureReport(element, error)
  const retry = () => {
    // The button goes away with the failure; the element's root keeps the keyboard's place instead of <body>.
    rootNode?.setAttribute('tabindex', '-1')
    rootNode?.focus({ preventScroll: true })
    onRetry?.()
  }
  return (
    <div className="shop-message shop-message--error" role="alert" part="message">
      <p className="shop-message__text">{message}</p>
      {onRetry && (
        <button type="button" className="shop-message__retry" part="retry-button" onClick={retry}>
          {retryLabel}
        </button>
      )}
    </div>
  )
}

/** An element whose configuration or shop data failed: the visitor's sentence, with "try again" when it can help. */
export function ShopContextFailure({
  element,
  context,
}: {
  element: string
  context: Extract<ShopContext, { status: 'error' }>
}) {
  return (
    <StatusMessage
      element={element}
      error={context.error}
      message={context.message}
      onRetry={context.retry}
      retryLabel={context.t('common.retry')}
    />
  )
}
