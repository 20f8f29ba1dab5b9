import { useEffect } from 'react'
import { ConfigError, type ShopError } from '../../src/domain/errors'
import { logOnce } from '../../src/page/logOnce'
import { useEmit } from './elementContext'

/**
 * Tells the integrator about a failure, whether or not the visitor sees a sentence for it: one console line per
 * message on the page (a failure many elements share is one line; the configuration reported its own problems) and
 * a `shop-error` event from this element for each new failure. Null reports nothing.
 */
export function useFailureReport(element: string, error: ShopError | null): void {
  const emit = useEmit()
  useEffect(() => {
    if (!error) return
    if (!(error instanceof ConfigError))
      logOnce(error.message, `<${element}> ${error.hint ?? `${error.message} (${error.code})`}`, 'error')
    emit('shop-error', { element, code: error.code, message: error.message })
  }, [emit, element, error])
}
