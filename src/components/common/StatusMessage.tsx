import { useEffect } from 'react'
import type { ShopError } from '../../domain/errors'
import { useEmit } from './emit'

export interface StatusMessageProps {
  /** The element's tag name, reported with the error event. */
  element: string
  error: ShopError
  /** The translated text shown in place of the element's content. */
  message: string
}

/** An element's error state: a visible, announced message, and one `shop-error` event for the host page. */
export function StatusMessage({ element, error, message }: StatusMessageProps) {
  const emit = useEmit()
  useEffect(() => {
    emit('shop-error', { element, code: error.code, message: error.message })
  }, [emit, element, error])
  return (
    <p className="shop-message shop-message--error" role="alert" part="message">
      {message}
    </p>
  )
}
